import { z } from 'zod';
import { CHAT_LIMITS, type ClientFrame } from './chat';

const id = z.number().int().positive().max(2_147_483_647);
const userId = z.string().max(64);

/** The server's check of every frame a browser sends (the protocol is in ./chat.ts). */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('create_room'), name: z.string().max(200), userId }),
  z.object({ type: z.literal('join_room'), roomId: id, userId }),
  z.object({
    type: z.literal('send_message'),
    roomId: id,
    userId,
    // Longer than allowed, so that the server can answer "too long" rather than "unreadable".
    content: z.string().max(CHAT_LIMITS.maxMessageLength * 4),
  }),
  z.object({ type: z.literal('watch_rooms') }),
  z.object({ type: z.literal('close_room'), roomId: id }),
]) satisfies z.ZodType<ClientFrame>;
