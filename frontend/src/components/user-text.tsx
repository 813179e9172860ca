import type { ReactNode } from 'react';
import { withClass } from './plain/mantine-markup';
import { PlainText, type PlainTextProps } from './plain/plain-text';
import classes from './user-text.module.css';

interface UserTextProps extends Omit<PlainTextProps, 'lineClamp' | 'children'> {
  children: ReactNode;
  /** Cut the text after this many lines; its whole is then its title, shown under the pointer. */
  lines?: number;
  /** The whole text when it is cut; by default the children, when they are plain text. */
  title?: string;
}

/**
 * Text that someone typed (a name, an e-mail address, a dish's name or recipe, a search): it breaks anywhere
 * rather than widen the page, or is cut after `lines` lines with the whole of it kept in its title.
 */
export function UserText({ children, lines, title, className, ...props }: UserTextProps) {
  const whole = title ?? (typeof children === 'string' ? children : undefined);
  return (
    <PlainText
      className={withClass(classes.userText, className)}
      lineClamp={lines}
      title={lines ? whole : undefined}
      {...props}
    >
      {children}
    </PlainText>
  );
}
