import { useLingui } from '@lingui/react/macro';
import { Box, type BoxProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { UserText } from '@/components/user-text';
import classes from './allergy-note.module.css';

interface AllergyNoteProps extends BoxProps {
  note: string;
  /** The kitchen reads it from afar: larger. */
  size?: 'sm' | 'md' | 'lg';
}

/** The customer's allergy note, in a box that stands out from the rest of the order, its words as they wrote them. */
export function AllergyNote({ note, size = 'sm', ...props }: AllergyNoteProps) {
  const { t } = useLingui();
  return (
    <Box role="note" aria-label={t`Allergy note`} className={classes.note} {...props}>
      <IconAlertTriangle size={20} aria-hidden="true" className={classes.icon} />
      <UserText size={size} fw={700} c="red.9">
        {t`Allergy note: ${note}`}
      </UserText>
    </Box>
  );
}
