import { endpoint } from './endpoints';

/**
 * The assistant chat: the texts and shapes the floating widget and the server share. No zod here:
 * the widget's button is on every page, and the pages' scripts must stay free of zod (CSP); the
 * request schema is in ./assistant-schema.ts.
 */

/**
 * Where the widget asks, `POST /api/chatbot`: its method and path, without zod. The schemas it is
 * served with are `assistantEndpoints` in ./assistant-schema.ts.
 */
export const askEndpoint = endpoint('POST', '/api/chatbot');

/** One message of the conversation. `timestamp` is the browser's, for display only. */
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

/** The assistant's answer: `response`, fixed by the API contract, plus its pages. */
export interface AssistantReply {
  response: string;
  sources: AssistantSource[];
}

/** What one request may carry. */
export const ASSISTANT_LIMITS = {
  maxMessages: 20,
  maxMessageLength: 1000,
} as const;

/**
 * Where an answer offers a callback request: the Contact page for any reader of the API; the
 * site's assistant window shows it as a button that opens the help control's callback form.
 */
export const CALLBACK_HREF = '/contact#callback';

/** The fixed opening greeting. */
export function assistantGreeting(agencyName: string): string {
  return `Hi! I'm the ${agencyName} assistant. Ask me about coverage, Kansas requirements, typical costs, claims or our office, and I'll point you to the right page.`;
}

/** What the visitor reads when the assistant fails. */
export function assistantApology(phone: string): string {
  return `Sorry, I can't answer right now. Please call us at ${phone} and an agent will help you.`;
}
