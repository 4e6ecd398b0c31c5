import type { ChatMessage } from '#shared/chat';

/**
 * Adds messages to a conversation, each once, in the order the server stored them. History
 * after a reconnect overlaps what is already shown; this keeps it from appearing twice.
 */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** "waiting 3 min" for an agent's list; `since` is an ISO time. */
export function waitingText(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 1) return 'waiting under 1 min';
  if (minutes < 60) return `waiting ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours < 24) return rest ? `waiting ${hours} h ${rest} min` : `waiting ${hours} h`;
  const days = Math.floor(hours / 24);
  return `waiting ${days} ${days === 1 ? 'day' : 'days'}`;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** The time a message was sent, as the reader's clock shows it. */
export const messageTime = (iso: string) => timeFormat.format(new Date(iso));

/** The words of the connection status line (an aria-live region). */
export const connectionText = {
  connecting: 'Connecting...',
  open: 'Connected',
  waiting: 'Disconnected. Reconnecting...',
  closed: 'Disconnected',
} as const;
