/**
 * The live support chat's WebSocket protocol at `/ws`. Every frame is one JSON object with a
 * `type`. The original frames keep their exact shapes (other software depends on them); the
 * additions are marked. docs/chat-protocol.md describes the conversation. No zod here: the
 * chat button is on every page, and the pages' scripts must stay free of zod (CSP); the schema of
 * the frames a browser sends is in ./chat-frames.ts.
 */

/** Limits of the chat protocol. */
export const CHAT_LIMITS = {
  maxMessageLength: 2000,
  /** At most this many messages per user (all their sockets together) in `rateWindowMs`. */
  rateMessages: 10,
  rateWindowMs: 10_000,
  /** Frames of any type per socket, and per user, in `rateWindowMs`: refused past these. */
  framesPerSocket: 30,
  framesPerUser: 60,
  /** Frames of one socket waiting to be handled; more are refused without being read. */
  maxPendingFrames: 20,
  /** Refused frames in `rateWindowMs` after which the socket is closed. */
  maxRefusedFrames: 50,
  /** Open sockets of one user on one server instance. */
  socketsPerUser: 5,
  /** Messages sent on join. */
  historySize: 50,
  /** A socket that misses a heartbeat pong this long is dropped. */
  heartbeatMs: 30_000,
} as const;

export const SUPPORT_ROOM_NAME = 'Support Chat';

/** Close codes of the server (4000–4999 are the application's). */
export const CHAT_CLOSE_CODES = {
  /** Not signed in, or the session ended (log-out, password change, disabled): do not reconnect. */
  signedOut: 4401,
  /** The socket sent far more frames than allowed. */
  tooManyFrames: 4429,
  /** The user has too many sockets open. */
  tooManySockets: 4409,
} as const;

export const chatMessages = {
  signIn: 'Please log in to use the live chat.',
  sessionEnded: 'Your session has ended. Please log in again to keep chatting.',
  tooManySockets: 'The live chat is open in too many windows. Please close one and try again.',
  notYou: 'That user id is not yours.',
  invalidFrame: 'That message could not be read.',
  unknownType: 'Unknown message type.',
  roomNotFound: 'Chat room not found.',
  roomClosed: 'This chat has been closed. Start a new one to keep talking.',
  empty: 'Please type a message.',
  tooLong: `Messages can be at most ${CHAT_LIMITS.maxMessageLength} characters.`,
  tooFast: 'You are sending messages too quickly. Please wait a few seconds.',
  notJoined: 'Join the room before sending to it.',
  staffOnly: 'Only agency staff can do that.',
  serverError: 'Something went wrong on our side. Please try again.',
  agentsOffline: 'Our agents are offline right now. Leave a message and we will reply by e-mail.',
} as const;

/** Frames a browser sends (checked by the server with ./chat-frames.ts). */
export type ClientFrame =
  | { type: 'create_room'; name: string; userId: string }
  | { type: 'join_room'; roomId: number; userId: string }
  | { type: 'send_message'; roomId: number; userId: string; content: string }
  // Additions: staff watch the list of rooms, and close a room when the talk is over.
  | { type: 'watch_rooms' }
  | { type: 'close_room'; roomId: number };

export interface ChatRoom {
  id: number;
  name: string;
  userId: string | null;
  agentId: string | null;
  status: 'active' | 'closed';
  createdAt: string;
}

export interface ChatMessage {
  id: number;
  roomId: number;
  senderId: string;
  /** Addition: the sender's first name, and whether they are agency staff. */
  senderName: string;
  fromStaff: boolean;
  message: string;
  messageType: string;
  createdAt: string;
}

/** A room as the agents' list shows it (addition). */
export interface RoomSummary {
  room: ChatRoom;
  clientName: string;
  /** The client's account (its page in the staff console), or null for someone with none. */
  clientAccountId: string | null;
  /** The oldest client message no agent has answered yet (ISO), or null. */
  waitingSince: string | null;
  /** Client messages since the last agent message. */
  unread: number;
  lastMessageAt: string | null;
}

/** Frames the server sends. */
export type ServerFrame =
  | { type: 'room_created'; room: ChatRoom }
  | { type: 'new_message'; message: ChatMessage }
  | { type: 'error'; message: string }
  // Additions.
  | { type: 'history'; roomId: number; messages: ChatMessage[] }
  | { type: 'room_status'; room: ChatRoom }
  | { type: 'agents_online'; online: boolean }
  | { type: 'rooms'; rooms: RoomSummary[] }
  | { type: 'room_activity'; summary: RoomSummary };
