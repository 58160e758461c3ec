import { toast } from '../../../ui/toast';

/** Copies a text and says whether it worked; a browser without the clipboard (plain http) asks to copy by hand. */
export async function copyText(text: string, messages: { ok: string; failed: string }): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast.success(messages.ok);
  } catch {
    toast.error(messages.failed);
  }
}
