import { z } from 'zod';
import { ASSISTANT_LIMITS, type AssistantReply } from './assistant';

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

/** `POST /api/chatbot`: the conversation so far, ending with the visitor's turn. */
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
