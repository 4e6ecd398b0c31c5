import { toast } from '~/lib/use-toast';

/** A server `error` frame, as SPEC section 8 shows it: the Chat Error toast. */
export const showChatError = (message: string) =>
  toast({ variant: 'destructive', title: 'Chat Error', description: message });
