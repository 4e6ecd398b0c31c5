import type { AssistantMessage } from '#shared/assistant';

/** One message of the conversation as the widget keeps it. `failed`: the apology shown on an error. */
export interface StoredMessage extends AssistantMessage {
  id: string;
  failed?: boolean;
}

/** The conversation lasts as long as the browser tab: it is kept in session storage. */
export const HISTORY_KEY = 'assistant-history';
const MAX_KEPT = 60;

function isStoredMessage(value: unknown): value is StoredMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === 'string' &&
    (m.role === 'user' || m.role === 'assistant') &&
    typeof m.content === 'string'
  );
}

export function loadHistory(storage: Pick<Storage, 'getItem'> | undefined = safeSessionStorage()) {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStoredMessage) : [];
  } catch {
    return [];
  }
}

export function saveHistory(
  messages: StoredMessage[],
  storage: Pick<Storage, 'setItem'> | undefined = safeSessionStorage(),
) {
  try {
    storage?.setItem(HISTORY_KEY, JSON.stringify(messages.slice(-MAX_KEPT)));
  } catch {
    // Storage full or blocked: the conversation still works, it just is not kept.
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
