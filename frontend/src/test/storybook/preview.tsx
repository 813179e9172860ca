import { i18n } from '@lingui/core';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { activateLanguage, loadArea } from '@/lib/i18n/catalogues';
import { LANGUAGE_NAMES, type Language } from '@/lib/i18n/languages';
import { loadMantineTheme } from '@/lib/mantine/theme-on-demand';
import { StoryProviders } from './story-providers';
// The app loads these with the dashboard and the first toast; every story may show either.
import '@/features/admin/shared/components/dashboard-styles';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** The address the story's router starts at, e.g. '/menu' to show the Menu link as current. */
    initialPath?: string;
  }
}

// Stories run as tests beside the unit tests on two busy cores: a find* that waits one second is not enough there,
// and five were not with a second build beside them. A wait ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 20_000 });

const preview: Preview = {
  // Designers read each story in every shipped language (the toolbar's globe); the tests run in English.
  globalTypes: {
    language: {
      description: "The interface's language",
      toolbar: {
        icon: 'globe',
        items: LANGUAGE_NAMES.map(({ language, endonym }) => ({ value: language, title: endonym })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en' },
  loaders: [
    mswLoader(),
    async ({ globals }) => {
      await activateLanguage(i18n, (globals.language as Language | undefined) ?? 'en');
      await Promise.all([loadArea(i18n, 'parts'), loadArea(i18n, 'dashboard')]);
    },
    // A story draws Mantine's components at once, as a page does once its theme has loaded (ADR 33).
    () => loadMantineTheme(),
  ],
  decorators: [
    (Story, { parameters, id }) => (
      <StoryProviders key={id} initialPath={parameters.initialPath ?? '/'}>
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An accessibility violation fails the story's test.
    a11y: { test: 'error' },
  },
};

export default preview;
