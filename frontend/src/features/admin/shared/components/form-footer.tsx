import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { SaveProblem } from '@/features/admin/shared/hooks/use-form-save';

/**
 * A long label ("Enregistrer les paramètres de commande") wraps on a phone rather than push the page sideways; the
 * theme otherwise keeps a button's label whole on one line.
 */
const WRAPS = {
  minWidth: 0,
  maxWidth: '100%',
  height: 'auto',
  minHeight: 'var(--button-height)',
  paddingBlock: 6,
} as const;
const LABEL_WRAPS = { label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

interface FormFooterProps {
  /** What the alert says was not saved, e.g. 'The zone was not saved'. */
  problemTitle: string;
  problem: SaveProblem | undefined;
  submitLabel: string;
  saving: boolean;
  onCancel?: () => void;
}

/** The end of a dashboard form: why the server refused it, if it did, then Save (and Cancel where the form can be left). */
export function FormFooter({
  problemTitle,
  problem,
  submitLabel,
  saving,
  onCancel,
}: FormFooterProps) {
  return (
    <>
      {problem && (
        <Alert color="red" role="alert" title={problemTitle}>
          {problem.message}
          {problem.unplaced.map((message) => (
            <Text key={message} size="sm">
              {message}
            </Text>
          ))}
        </Alert>
      )}
      <Group>
        <Button type="submit" loading={saving} disabled={saving} style={WRAPS} styles={LABEL_WRAPS}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </Group>
    </>
  );
}
