import type { Decorator } from '@storybook/react-vite';
import { sampleUser, withAuthSession } from '@/test/with-auth-session';

/** A dashboard screen in a story: with the page's margin, as Ada the administrator sees it. */
export const screenStoryDecorators: Decorator[] = [
  (Story) => (
    <div style={{ padding: 16 }}>
      <Story />
    </div>
  ),
  withAuthSession({ user: sampleUser }),
];
