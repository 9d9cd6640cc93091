/**
 * spec 4 and 5: copying a code block. The Clipboard API is used when it exists
 * and agrees; when it is missing (an insecure page) or refuses (permission
 * denied, no focus), a prompt shows the code selected and asks the reader to
 * copy it with Ctrl/Cmd+C, then Enter.
 */
export const COPIED_STATE_MS = 2000;

export interface CopyEnvironment {
  clipboard?: { writeText(text: string): Promise<void> } | null;
  prompt(message: string, defaultValue: string): unknown;
}

/** 'copied' when the clipboard took the text; 'prompted' when the reader was asked to copy it. */
export type CopyOutcome = 'copied' | 'prompted';

export async function copyWithFallback(text: string, promptMessage: string, env: CopyEnvironment): Promise<CopyOutcome> {
  if (env.clipboard && typeof env.clipboard.writeText === 'function') {
    try {
      await env.clipboard.writeText(text);
      return 'copied';
    } catch {
      // Refused: fall through to the prompt.
    }
  }
  env.prompt(promptMessage, text);
  return 'prompted';
}

/** The copy shortcut key the reader's platform uses. */
export function copyShortcutKey(platform: string | undefined): 'Cmd' | 'Ctrl' {
  return /mac|iphone|ipad|ipod/i.test(platform ?? '') ? 'Cmd' : 'Ctrl';
}
