import { setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WordsProvider } from './words-provider';

/** A screen that says one message and counts how often it was rendered. */
function renderCounted(i18n: ReturnType<typeof setupI18n>) {
  const renders = { count: 0 };
  function Greeting() {
    const { i18n: words } = useLingui();
    renders.count += 1;
    return <p>{words._('greeting')}</p>;
  }
  render(
    <WordsProvider i18n={i18n}>
      <Greeting />
    </WordsProvider>,
  );
  return renders;
}

describe('WordsProvider', () => {
  it("leaves the page as it is when another area's words arrive, and renders it again in a new language", () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: { greeting: 'Hello' } } });
    const renders = renderCounted(i18n);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    const before = renders.count;

    act(() => i18n.load('en', { footer: 'About us' }));
    expect(renders.count).toBe(before);

    act(() => {
      i18n.load('fr', { greeting: 'Bonjour' });
      i18n.activate('fr');
    });
    expect(screen.getByText('Bonjour')).toBeInTheDocument();
  });

  it('renders the page again once the words of a message it lacked have come', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    renderCounted(i18n);
    // Lingui says the message is missing, and shows its id until its catalogue comes.
    expect(screen.getByText('greeting')).toBeInTheDocument();

    act(() => i18n.load('en', { greeting: 'Hello' }));
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('hands screens the instance itself, which knows the catalogues it holds', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    let seen: unknown;
    function Reader() {
      seen = useLingui().i18n;
      return null;
    }
    render(
      <WordsProvider i18n={i18n}>
        <Reader />
      </WordsProvider>,
    );
    expect(seen).toBe(i18n);
  });
});
