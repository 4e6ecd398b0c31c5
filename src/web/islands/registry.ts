import type * as React from 'react';
import { yieldToBrowser } from '~/lib/yield-to-browser';

/**
 * Every island by name, loaded on demand: a page fetches the code of the islands it has, nothing
 * else. A new island is a line here and an <Island name=...> where it is rendered.
 */
export const islands = {
  'quote-form': () =>
    import('~/features/leads/components/quote-form').then(async (module) => {
      // The class merger's set-up and the form's render, each in a task of its own.
      await yieldToBrowser();
      module.prepareQuoteForm();
      return module.QuoteForm;
    }),
  assistant: () =>
    import('~/features/assistant/components/assistant-window').then(
      (module) => module.AssistantWindow,
    ),
  'live-chat': () =>
    import('~/features/chat/components/live-chat-window').then((module) => module.LiveChatWindow),
  'account-link': () =>
    import('~/components/layout/account-link').then((module) => module.AccountLink),
} satisfies Record<string, () => Promise<React.ComponentType<never>>>;

export type IslandName = keyof typeof islands;
