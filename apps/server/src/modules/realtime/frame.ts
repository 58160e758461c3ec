/**
 * One websocket text frame (RFC 6455, unmasked as a server sends it), built once for all the clients that receive the
 * same batch: the header and the payload in one Buffer, so each socket takes a single write of the same bytes.
 * `ws` would frame the message again for each socket (a header Buffer, a cork and two writes per socket).
 */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text, 'utf8');
  const head = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + length);
  frame[0] = 0x81; // FIN, text
  if (head === 2) {
    frame[1] = length;
  } else if (head === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(0, 2);
    frame.writeUInt32BE(length, 6);
  }
  frame.write(text, head, 'utf8');
  return frame;
}

/**
 * The frame of a batch text, built once for all the clients the hub hands the same batch to in a row (it hands every
 * client with the same channels the same string), instead of once per socket.
 */
export function sharedFramer(): (text: string) => Buffer {
  let lastText = '';
  let lastFrame = textFrame('');
  return (text) => {
    if (text !== lastText) {
      lastText = text;
      lastFrame = textFrame(text);
    }
    return lastFrame;
  };
}
