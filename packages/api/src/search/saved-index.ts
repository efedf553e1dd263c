import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Bitset } from './bitset.js';
import type { SavedEntityIndex } from './entity-index.js';
import { identityStarts, isSharedIdentity, zeroStarts, type FieldColumn } from './field-columns.js';
import { FieldPaths, type SavedPaths } from './field-paths.js';
import { PostingList } from './posting-list.js';

/**
 * A search index on disk, so a process starts by reading it instead of parsing every stored document
 * (docs/adr/0034-large-catalogues.md#the-saved-index). One file per index/entity:
 *
 *   "SFSIDX" + format (2 bytes) | header length (u32 LE) | header (JSON) | sections | SHA-256 of all before it
 *
 * The header names the catalogue version the index was built from and lists the sections in order, each a JSON
 * string list or a little-endian typed array. A file of another format, a bad checksum or a short read is not used.
 */
const MAGIC = 'SFSIDX';
// 3: shared key offsets of one key per document, numbers kept per key (`keyNumbers`).
const FORMAT = 3;
const ABANDONED_AFTER_MS = 60 * 60_000;
/** Hashed and written in slices this large, so a save holds the event loop for milliseconds at a time. */
const SLICE_BYTES = 4 * 1024 * 1024;

type Kind = 'json' | 'u8' | 'u16' | 'u32' | 'i32' | 'f64';
type Section = { name: string; kind: Kind; bytes: number };
/** A list of strings is saved as one JSON array (`StringList`); the typed arrays as their bytes. */
type StringList = { strings: readonly string[] };
type TypedList = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array;
type Payload = StringList | TypedList;
/** A section as read back: a string list's JSON text, or the typed array. */
type ReadPart = string | TypedList;
/** Strings of a list encoded at a time: one JSON.stringify and UTF-8 copy of 475 000 keys held searches for 150-250 ms. */
const STRINGS_PER_SLICE = 8192;

interface SavedColumnHeader {
  path: string;
  /** The number offsets: a section of their own, the key offsets (shared), or all zero. */
  numericStart: 'own' | 'keys' | 'zeros';
  /** The key offsets: a section of their own, or one key per document (`0, 1, 2, ...`). */
  docKeyStart: 'own' | 'identity';
  /** The numbers: one per value (a section), or one per key (`keyNumbers`). */
  numbers: 'own' | 'keys';
  sharedByValue: boolean;
  text: { averageLength: number; documentsWithText: number } | undefined;
}

interface Header {
  index: string;
  entity: string;
  version: number;
  size: number;
  paths: { overflow: boolean; tree: SavedPaths };
  columns: SavedColumnHeader[];
  sections: Section[];
}

const ARRAYS = {
  u8: Uint8Array,
  u16: Uint16Array,
  u32: Uint32Array,
  i32: Int32Array,
  f64: Float64Array,
} as const;

export function savedIndexFile(dir: string, index: string, entity: string): string {
  return join(dir, `${encodeURIComponent(index)}.${encodeURIComponent(entity)}.idx`);
}

function sectionsOf(saved: SavedEntityIndex): {
  columns: SavedColumnHeader[];
  payloads: Array<[string, () => Payload]>;
} {
  const payloads: Array<[string, () => Payload]> = [
    ['ids', () => ({ strings: saved.ids })],
    ['seqs', () => saved.seqs],
  ];
  const columns: SavedColumnHeader[] = [];
  saved.columns.forEach((column, i) => {
    const sharedByValue = column.byValue === column.verbatim;
    // An identity array evicted from the shared ones since is saved as its own section: still right, only larger.
    const identityKeys = isSharedIdentity(column.docKeyStart);
    const numericStart =
      column.numericStart === column.docKeyStart
        ? 'keys'
        : column.numericStart[column.numericStart.length - 1] === 0
          ? 'zeros'
          : 'own';
    columns.push({
      path: column.path,
      numericStart,
      docKeyStart: identityKeys ? 'identity' : 'own',
      numbers: column.keyNumbers ? 'keys' : 'own',
      sharedByValue,
      text: column.text && {
        averageLength: column.text.averageLength,
        documentsWithText: column.text.documentsWithText,
      },
    });
    payloads.push(
      [`${i}.present`, () => column.present.words],
      [`${i}.docKeys`, () => column.docKeys],
      [`${i}.keys`, () => ({ strings: column.keys })],
      [`${i}.keyTypes`, () => column.keyTypes],
      [`${i}.numbers`, () => column.keyNumbers ?? column.numbers],
      [`${i}.verbatim.starts`, () => column.verbatim.starts],
      [`${i}.verbatim.docs`, () => column.verbatim.docs],
    );
    if (numericStart === 'own') payloads.push([`${i}.numericStart`, () => column.numericStart]);
    if (!identityKeys) payloads.push([`${i}.docKeyStart`, () => column.docKeyStart]);
    if (!sharedByValue)
      payloads.push(
        [`${i}.byValue.keys`, () => ({ strings: column.byValue.keysBySlot() })],
        [`${i}.byValue.starts`, () => column.byValue.starts],
        [`${i}.byValue.docs`, () => column.byValue.docs],
      );
    const text = column.text;
    if (text)
      payloads.push(
        [`${i}.text.keys`, () => ({ strings: text.postings.keysBySlot() })],
        [`${i}.text.starts`, () => text.postings.starts],
        [`${i}.text.docs`, () => text.postings.docs],
        [`${i}.text.tfs`, () => text.postings.tfs],
        [`${i}.text.docLength`, () => text.docLength],
      );
  });
  return { columns, payloads };
}

function kindOf(payload: Payload): Kind {
  if ('strings' in payload) return 'json';
  if (payload instanceof Uint8Array) return 'u8';
  if (payload instanceof Uint16Array) return 'u16';
  if (payload instanceof Uint32Array) return 'u32';
  if (payload instanceof Int32Array) return 'i32';
  return 'f64';
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The bytes of one JSON array of `strings`, made a slice at a time with a turn of the event loop between slices: the
 * text of each slice without its brackets, joined by commas, inside one pair of brackets.
 */
async function jsonArrayBytes(strings: readonly string[]): Promise<Uint8Array[]> {
  if (strings.length === 0) return [Buffer.from('[]', 'utf8')];
  const parts: Uint8Array[] = [];
  for (let at = 0; at < strings.length; at += STRINGS_PER_SLICE) {
    const text = JSON.stringify(strings.slice(at, at + STRINGS_PER_SLICE));
    const last = at + STRINGS_PER_SLICE >= strings.length;
    const inner = text.slice(at === 0 ? 0 : 1, last ? text.length : -1);
    parts.push(Buffer.from(at === 0 ? inner : `,${inner}`, 'utf8'));
    await turn();
  }
  return parts;
}

async function bytesOf(payload: Payload): Promise<Uint8Array[]> {
  if ('strings' in payload) return jsonArrayBytes(payload.strings);
  return [new Uint8Array(payload.buffer, payload.byteOffset, payload.byteLength)];
}

/**
 * Writes the index to `dir` under a temporary name and renames it over the old file, so a reader (another process
 * of the shop, or the next start) sees the old file or the new one whole, never half of one.
 */
export async function saveIndex(dir: string, saved: SavedEntityIndex): Promise<string> {
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) throw new Error('Saved indexes are little-endian only');
  await mkdir(dir, { recursive: true });
  const file = savedIndexFile(dir, saved.index, saved.entity);
  await removeAbandoned(dir, basename(file));
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const { columns, payloads } = sectionsOf(saved);
  const sections: Section[] = [];
  const bodies: Uint8Array[] = [];
  // One list at a time, each followed by a turn of the event loop: searches go on while a large index is saved.
  for (const [name, make] of payloads) {
    const payload = make();
    const parts = await bytesOf(payload);
    sections.push({ name, kind: kindOf(payload), bytes: parts.reduce((sum, part) => sum + part.byteLength, 0) });
    bodies.push(...parts);
    await turn();
  }
  const header: Header = {
    index: saved.index,
    entity: saved.entity,
    version: saved.version,
    size: saved.ids.length,
    paths: saved.paths.toJSON(),
    columns,
    sections,
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const lead = Buffer.alloc(12);
  lead.write(MAGIC, 0, 'latin1');
  lead.writeUInt16LE(FORMAT, 6);
  lead.writeUInt32LE(headerBytes.byteLength, 8);
  const hash = createHash('sha256');
  const handle = await open(temporary, 'w');
  try {
    for (const chunk of [lead, headerBytes, ...bodies])
      for (let at = 0; at < chunk.byteLength; at += SLICE_BYTES) {
        const slice = chunk.subarray(at, at + SLICE_BYTES);
        hash.update(slice);
        await handle.write(slice);
      }
    await handle.write(hash.digest());
    await handle.datasync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, file);
  return file;
}

/** Temporary files of saves that a stopped process left half written (older than any save takes). */
async function removeAbandoned(dir: string, name: string): Promise<void> {
  for (const entry of await readdir(dir)) {
    if (!entry.startsWith(`${name}.`) || !entry.endsWith('.tmp')) continue;
    const path = join(dir, entry);
    const info = await stat(path).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > ABANDONED_AFTER_MS) await rm(path, { force: true });
  }
}

/** Why a saved index was not used; the caller builds from the catalogue instead. */
export class UnusableSavedIndex extends Error {}

/**
 * Reads a saved index back, each typed array into its own buffer (nothing else of the file stays in memory), and
 * checks the checksum before anything of it is used. Undefined when there is no file; throws UnusableSavedIndex for
 * one of another format, truncated or corrupt.
 */
export async function loadIndex(dir: string, index: string, entity: string): Promise<SavedEntityIndex | undefined> {
  const file = savedIndexFile(dir, index, entity);
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const hash = createHash('sha256');
    let position = 0;
    const read = async (bytes: Uint8Array): Promise<void> => {
      const { bytesRead } = await handle.read(bytes, 0, bytes.byteLength, position);
      if (bytesRead !== bytes.byteLength) throw new UnusableSavedIndex(`${file} is truncated`);
      position += bytesRead;
      for (let at = 0; at < bytes.byteLength; at += SLICE_BYTES) {
        hash.update(bytes.subarray(at, at + SLICE_BYTES));
        if (bytes.byteLength > SLICE_BYTES) await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const lead = Buffer.alloc(12);
    await read(lead);
    if (lead.toString('latin1', 0, 6) !== MAGIC || lead.readUInt16LE(6) !== FORMAT)
      throw new UnusableSavedIndex(`${file} is not a saved index of format ${FORMAT}`);
    const headerBytes = Buffer.alloc(lead.readUInt32LE(8));
    await read(headerBytes);
    let header: Header;
    try {
      header = JSON.parse(headerBytes.toString('utf8')) as Header;
    } catch {
      throw new UnusableSavedIndex(`${file} has an unreadable header`);
    }
    const parts = new Map<string, ReadPart>();
    for (const section of header.sections) {
      if (section.kind === 'json') {
        const bytes = Buffer.alloc(section.bytes);
        await read(bytes);
        parts.set(section.name, bytes.toString('utf8'));
      } else {
        const Type = ARRAYS[section.kind];
        if (!Type || section.bytes % Type.BYTES_PER_ELEMENT !== 0)
          throw new UnusableSavedIndex(`${file} has a bad section ${section.name}`);
        const array = new Type(section.bytes / Type.BYTES_PER_ELEMENT);
        await read(new Uint8Array(array.buffer));
        parts.set(section.name, array);
      }
    }
    const digest = Buffer.alloc(32);
    const { bytesRead } = await handle.read(digest, 0, 32, position);
    if (bytesRead !== 32 || !digest.equals(hash.digest())) throw new UnusableSavedIndex(`${file} fails its checksum`);
    return restore(header, parts, file);
  } finally {
    await handle.close();
  }
}

function restore(header: Header, parts: Map<string, ReadPart>, file: string): SavedEntityIndex {
  const part = <T extends ReadPart>(name: string): T => {
    const value = parts.get(name);
    if (value === undefined) throw new UnusableSavedIndex(`${file} lacks section ${name}`);
    return value as T;
  };
  const list = (name: string): string[] => JSON.parse(part<string>(name)) as string[];
  const { size } = header;
  const ids = list('ids');
  const seqs = part<Float64Array>('seqs');
  if (ids.length !== size || seqs.length !== size) throw new UnusableSavedIndex(`${file} is inconsistent`);
  const columns = header.columns.map((saved, i): FieldColumn => {
    const keys = list(`${i}.keys`);
    const docKeyStart =
      saved.docKeyStart === 'identity' ? identityStarts(size + 1) : part<Int32Array>(`${i}.docKeyStart`);
    const verbatim = new PostingList(keys, part(`${i}.verbatim.starts`), part(`${i}.verbatim.docs`));
    const byValue = saved.sharedByValue
      ? verbatim
      : new PostingList(list(`${i}.byValue.keys`), part(`${i}.byValue.starts`), part(`${i}.byValue.docs`));
    return {
      path: saved.path,
      present: new Bitset(size, part(`${i}.present`)),
      byValue,
      verbatim,
      docKeyStart,
      docKeys: part(`${i}.docKeys`),
      keys,
      keyTypes: part(`${i}.keyTypes`),
      numericStart:
        saved.numericStart === 'own'
          ? part(`${i}.numericStart`)
          : saved.numericStart === 'keys'
            ? docKeyStart
            : zeroStarts(size + 1),
      ...(saved.numbers === 'keys'
        ? { numbers: new Float64Array(0), keyNumbers: part<Float64Array>(`${i}.numbers`) }
        : { numbers: part<Float64Array>(`${i}.numbers`) }),
      text: saved.text && {
        postings: new PostingList(
          list(`${i}.text.keys`),
          part(`${i}.text.starts`),
          part(`${i}.text.docs`),
          part(`${i}.text.tfs`),
        ) as PostingList & { tfs: Uint16Array },
        docLength: part(`${i}.text.docLength`),
        averageLength: saved.text.averageLength,
        documentsWithText: saved.text.documentsWithText,
      },
    };
  });
  return {
    index: header.index,
    entity: header.entity,
    version: header.version,
    seqs,
    ids,
    paths: FieldPaths.fromJSON(header.paths),
    columns,
  };
}
