import { apiRequest, urlOf } from '~/lib/api';
import {
  ASSISTANT_LIMITS,
  askEndpoint,
  type AssistantMessage,
  type AssistantReply,
} from '#shared/assistant';
import type { StoredMessage } from '../lib/session-history';

/**
 * The conversation as the server takes it (at most 20 messages of 1,000 characters, the last the
 * visitor's): apologies for failed requests are left out, older turns dropped first.
 */
export function conversationFor(history: StoredMessage[], question: string): AssistantMessage[] {
  const turns = history
    .filter((m) => !m.failed)
    .map(({ role, content }) => ({
      role,
      content: content.slice(0, ASSISTANT_LIMITS.maxMessageLength),
    }));
  return [...turns, { role: 'user' as const, content: question }].slice(
    -ASSISTANT_LIMITS.maxMessages,
  );
}

/**
 * Asks the assistant. Its answer is checked here without zod (which the widget does not load).
 * Throws on a failed request or an unreadable answer.
 */
export async function askAssistant(messages: AssistantMessage[]): Promise<AssistantReply> {
  const response = await apiRequest(askEndpoint.method, urlOf(askEndpoint), { messages });
  const body = (await response.json()) as Partial<AssistantReply>;
  if (typeof body.response !== 'string' || body.response.trim() === '') {
    throw new Error('The assistant sent an empty answer.');
  }
  const sources = Array.isArray(body.sources)
    ? body.sources.filter((s) => typeof s?.title === 'string' && typeof s?.href === 'string')
    : [];
  return { response: body.response, sources };
}
