// Hands images to the encoder's own process (imageEncoderProcess.mjs), started when an image comes and let go once
// idle, at a lower CPU priority than the shop: a burst of uploads takes only the CPU the shop's requests leave over.
import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Unavailable } from '../../shared/errors.ts';

const ENCODER = fileURLToPath(new URL('./imageEncoderProcess.mjs', import.meta.url));
/** A nice value: under contention the shop's own threads get about ten times the CPU of the encoder's. */
const ENCODER_NICENESS = 10;
/** An idle encoder is let go after this long, so a shop without uploads keeps its memory small (decision 145). */
const IDLE_BEFORE_EXIT_MS = 30_000;

export interface EncoderSettings {
  maxInputPixels: number;
  maxDimensionPx: number;
  webpQuality: number;
  maxUploadBytes: number;
}

/** What the encoder is sent: an upload's base64 text, or bytes already decoded. */
export type EncoderInput = { base64: string } | { bytes: Uint8Array };

/** Why the encoder refused an input: base64 holding other characters, more bytes than allowed, or no image it reads. */
export type Refusal = 'notBase64' | 'tooLarge' | 'unreadable';

/** The encoder's answer: the WebP, or why the input was refused. */
export type EncoderAnswer = { data: Buffer; width: number; height: number } | { refused: Refusal };

/** An answer as it crosses from the encoder's process: bytes arrive as a plain Uint8Array. */
type RawAnswer = { id: number; data?: Uint8Array; width?: number; height?: number; refused?: Refusal };
type Pending = { resolve: (answer: EncoderAnswer) => void; reject: (err: Error) => void };

export class ImageEncoder {
  #child: ChildProcess | null = null;
  #nextId = 0;
  readonly #pending = new Map<number, Pending>();
  #idleTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly settings: EncoderSettings,
    readonly idleBeforeExitMs = IDLE_BEFORE_EXIT_MS,
  ) {}

  /** The encoder's process id while it runs (tests watch it come and go). */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  encode(image: EncoderInput): Promise<EncoderAnswer> {
    clearTimeout(this.#idleTimer);
    const child = this.#running();
    const id = this.#nextId++;
    return new Promise<EncoderAnswer>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      // While an image is under way the channel keeps the shop's event loop alive; idle, it must not.
      child.ref();
      child.channel?.ref();
      child.send({ id, image }, (err) => {
        if (err) this.#settle(id, (pending) => pending.reject(new Unavailable()));
      });
    });
  }

  /** Stops the encoder's process now; images under way are answered 503. */
  stop(): void {
    clearTimeout(this.#idleTimer);
    this.#child?.kill();
  }

  #running(): ChildProcess {
    if (this.#child) return this.#child;
    const child = fork(ENCODER, [JSON.stringify(this.settings)], {
      serialization: 'advanced',
      // Not the shop's own flags (a TypeScript loader, an inspector port): the encoder is plain JavaScript.
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, ENCODER_NICENESS);
      } catch {
        // Without the right to lower a priority the encoder still works, only as eagerly as the shop.
      }
    }
    child.on('message', (raw: RawAnswer) => this.#answer(raw));
    child.on('exit', () => this.#exited(child));
    child.on('error', () => this.#exited(child));
    this.#child = child;
    return child;
  }

  #answer(raw: RawAnswer) {
    this.#settle(raw.id, (pending) => {
      if (raw.refused) pending.resolve({ refused: raw.refused });
      else if (raw.data) {
        const data = Buffer.from(raw.data.buffer, raw.data.byteOffset, raw.data.byteLength);
        pending.resolve({ data, width: raw.width ?? 0, height: raw.height ?? 0 });
      } else pending.reject(new Error('the image encoder answered nothing'));
    });
  }

  #settle(id: number, settle: (pending: Pending) => void) {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    settle(pending);
    if (this.#pending.size === 0) this.#idle();
  }

  #idle() {
    this.#child?.unref();
    this.#child?.channel?.unref();
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => this.stop(), this.idleBeforeExitMs).unref();
  }

  #exited(child: ChildProcess) {
    if (this.#child !== child) return;
    this.#child = null;
    clearTimeout(this.#idleTimer);
    // A crash (out of memory on a hostile image, a kill) fails the images under way, not the shop; the next starts anew.
    for (const pending of this.#pending.values()) pending.reject(new Unavailable());
    this.#pending.clear();
  }
}
