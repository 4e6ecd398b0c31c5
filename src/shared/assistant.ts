/**
 * The assistant chat (SPEC sections 2, 3, 4 and 8; the assistant issue): the texts and shapes the
 * floating widget and the server share. No zod here: the widget's button is on every page, and
 * the pages' scripts must stay free of zod (CSP); the request schema is in ./assistant-schema.ts.
 */

/** SPEC section 3: an assistant message. `timestamp` is the browser's, for display only. */
export interface AssistantMessage {
  role: 'user' | 'assistant';
  content: string;
  timestamp?: string;
}

/** A page an answer came from. `href` is a path of this site. */
export interface AssistantSource {
  title: string;
  href: string;
}

/** The answer of `POST /api/chatbot` (SPEC section 7: the field `response`, plus its pages). */
export interface AssistantReply {
  response: string;
  sources: AssistantSource[];
}

/** The assistant issue, 1: what one request may carry. */
export const ASSISTANT_LIMITS = {
  maxMessages: 20,
  maxMessageLength: 1000,
} as const;

/** The fixed opening greeting (SPEC section 2). */
export function assistantGreeting(agencyName: string): string {
  return `Hi! I'm the ${agencyName} assistant. Ask me about coverage, Kansas requirements, typical costs, claims or our office, and I'll point you to the right page.`;
}

/** SPEC section 8: what the visitor reads when the assistant fails. */
export function assistantApology(phone: string): string {
  return `Sorry, I can't answer right now. Please call us at ${phone} and an agent will help you.`;
}
