import { toast } from '~/lib/use-toast';

/** A server `error` frame, shown as the Chat Error toast. */
export const showChatError = (message: string) =>
  toast({ variant: 'destructive', title: 'Chat Error', description: message });
