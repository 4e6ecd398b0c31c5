import { z } from 'zod';
import { ASSISTANT_LIMITS, askEndpoint, type AssistantReply } from './assistant';
import { endpoint } from './endpoints';

export const assistantMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .trim()
    .min(1, 'Please type a message.')
    .max(
      ASSISTANT_LIMITS.maxMessageLength,
      `Messages can be at most ${ASSISTANT_LIMITS.maxMessageLength} characters.`,
    ),
  timestamp: z.string().max(40).optional(),
});

/** A question: the conversation so far, ending with the visitor's turn. */
export const assistantRequestSchema = z.object({
  messages: z
    .array(assistantMessageSchema)
    .min(1, 'Please type a message.')
    .max(
      ASSISTANT_LIMITS.maxMessages,
      `A conversation can carry at most ${ASSISTANT_LIMITS.maxMessages} messages.`,
    )
    .refine((messages) => messages.at(-1)?.role !== 'assistant', {
      message: 'The last message must be from the user.',
    }),
});

export const assistantReplySchema = z.object({
  response: z.string(),
  sources: z.array(z.object({ title: z.string(), href: z.string() })),
}) satisfies z.ZodType<AssistantReply>;

/** The assistant's endpoint as the server serves it (rate-limited per address). */
export const assistantEndpoints = {
  ask: endpoint(askEndpoint.method, askEndpoint.path, {
    body: assistantRequestSchema,
    response: { 200: assistantReplySchema },
  }),
};
