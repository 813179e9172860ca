import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './user-text.module.css';

interface UserTextProps extends Omit<TextProps, 'lineClamp' | 'truncate'> {
  children: ReactNode;
  /** Cut the text after this many lines; its whole is then its title, shown under the pointer. */
  lines?: number;
  /** The whole text when it is cut; by default the children, when they are plain text. */
  title?: string;
  component?: 'p' | 'span' | 'div' | 'li' | 'strong';
  id?: string;
}

/**
 * Text that someone typed (a name, an e-mail address, a dish's name or recipe, a search): it breaks anywhere
 * rather than widen the page, or is cut after `lines` lines with the whole of it kept in its title.
 */
export function UserText({ children, lines, title, className, ...props }: UserTextProps) {
  const whole = title ?? (typeof children === 'string' ? children : undefined);
  return (
    <Text
      className={className ? `${classes.userText} ${className}` : classes.userText}
      lineClamp={lines}
      title={lines ? whole : undefined}
      {...props}
    >
      {children}
    </Text>
  );
}
