/** A long address or hash in one line: its first `head` and last `tail` characters around an ellipsis. */
export function shortenMiddle(text: string, head: number, tail: number): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}
