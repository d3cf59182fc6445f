// The rows of an answer in PostgreSQL's wire protocol, read straight from its bytes (for preparedReads.ts).

const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'
const NOTIFICATION_RESPONSE = 0x41; // 'A'

const text = new TextDecoder();

export interface ProtocolAnswer {
  /** Each row's values as text, null for SQL NULL. */
  rows: (string | null)[][];
  /** The command tag, 'SELECT 8' say; empty when none came. */
  tag: string;
  /** The notifications the statement's commit sent to this session's channels. */
  notifications: { channel: string; payload: string }[];
}

/**
 * Reads the data rows and the command tag of an answer, and the notifications, skipping the rest (bind complete,
 * ready for query, notices). Throws on an error response: its caller then runs the statement the usual way, which reports it.
 */
export function readProtocolAnswer(bytes: Uint8Array): ProtocolAnswer {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows: (string | null)[][] = [];
  const notifications: ProtocolAnswer['notifications'] = [];
  let tag = '';
  let at = 0;
  while (at + 5 <= bytes.length) {
    const type = bytes[at];
    // The length counts itself but not the type byte.
    const end = at + 1 + view.getInt32(at + 1);
    const body = at + 5;
    if (type === ERROR_RESPONSE) throw new Error('The database refused the statement.');
    if (type === COMMAND_COMPLETE) tag = text.decode(bytes.subarray(body, end - 1));
    if (type === DATA_ROW) {
      const values: (string | null)[] = new Array(view.getInt16(body));
      let field = body + 2;
      for (let i = 0; i < values.length; i++) {
        const length = view.getInt32(field);
        field += 4;
        values[i] = length < 0 ? null : text.decode(bytes.subarray(field, field + length));
        field += Math.max(length, 0);
      }
      rows.push(values);
    }
    if (type === NOTIFICATION_RESPONSE) {
      // The sending process's id, then the channel and the payload, each ended by a zero byte.
      const channelEnd = bytes.indexOf(0, body + 4);
      const channel = text.decode(bytes.subarray(body + 4, channelEnd));
      notifications.push({ channel, payload: text.decode(bytes.subarray(channelEnd + 1, end - 1)) });
    }
    at = end;
  }
  return { rows, tag, notifications };
}
