/**
 * The ids of the help control's windows (src/web/components/layout/help-dock.tsx): its menu's
 * choices open them by id (`data-launcher-open`), and each feature renders its own window.
 */
export const helpWindowIds = {
  menu: 'help-menu',
  assistant: 'assistant-chat',
  liveChat: 'live-chat',
  callback: 'callback-request',
} as const;
