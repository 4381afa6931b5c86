// Lists the top-level stream names of an OLE2 compound file (the container of .xls, .doc,
// .ppt and of password-protected OOXML), so that only a workbook reaches the workbook parser.
// Written by hand: a directory walk is ~60 lines, and a general CFB reader would read every
// stream of an untrusted file. Every chain and tree walk is bounded against loops.

export const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const DIFAT_IN_HEADER = 109;
// Directory entries worth walking; real files have a few dozen.
const MAX_DIRECTORY_ENTRIES = 65_536;

export function isOle2(bytes: Buffer): boolean {
  return bytes.length >= 8 && bytes.subarray(0, 8).equals(OLE2_SIGNATURE);
}

/** Names of the root storage's children, or undefined when the structure cannot be read. */
export function oleRootNames(bytes: Buffer): string[] | undefined {
  if (bytes.length < 512 || !isOle2(bytes)) return undefined;
  const shift = bytes.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return undefined;
  const sectorSize = 1 << shift;
  const sectorCount = Math.ceil(bytes.length / sectorSize);
  // Sector n starts after the header sector; one cut short by the end of the file still counts.
  const sectorOffset = (id: number): number | undefined => {
    const offset = (id + 1) * sectorSize;
    return offset < bytes.length ? offset : undefined;
  };
  const u32 = (offset: number): number => (offset + 4 <= bytes.length ? bytes.readUInt32LE(offset) : FREE_SECTOR);

  // FAT sector ids: 109 in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < DIFAT_IN_HEADER; i++) {
    const id = u32(0x4c + i * 4);
    if (id < END_OF_CHAIN - 4) fatSectors.push(id);
  }
  let difat = u32(0x44);
  const seen = new Set<number>();
  while (difat < END_OF_CHAIN - 4 && !seen.has(difat) && seen.size < sectorCount) {
    seen.add(difat);
    const offset = sectorOffset(difat);
    if (offset === undefined) return undefined;
    const perSector = sectorSize / 4 - 1;
    for (let i = 0; i < perSector; i++) {
      const id = u32(offset + i * 4);
      if (id < END_OF_CHAIN - 4) fatSectors.push(id);
    }
    difat = u32(offset + perSector * 4);
  }
  const next = (id: number): number => {
    const perSector = sectorSize / 4;
    const fatSector = fatSectors[Math.floor(id / perSector)];
    if (fatSector === undefined) return END_OF_CHAIN;
    const offset = sectorOffset(fatSector);
    return offset === undefined ? END_OF_CHAIN : u32(offset + (id % perSector) * 4);
  };

  // The directory: a chain of sectors of 128-byte entries.
  const entryOffsets: number[] = [];
  const visited = new Set<number>();
  for (let id = u32(0x30); id < END_OF_CHAIN - 4 && !visited.has(id); id = next(id)) {
    visited.add(id);
    const offset = sectorOffset(id);
    if (offset === undefined) break;
    for (let at = offset; at + 128 <= Math.min(bytes.length, offset + sectorSize); at += 128) entryOffsets.push(at);
    if (entryOffsets.length > MAX_DIRECTORY_ENTRIES) break;
  }
  const root = entryOffsets[0];
  if (root === undefined || bytes[root + 0x42] !== 5) return undefined;

  // The root's children form a tree linked by left/right sibling ids.
  const names: string[] = [];
  const stack = [u32(root + 0x4c)];
  const walked = new Set<number>();
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id >= entryOffsets.length || walked.has(id)) continue;
    walked.add(id);
    const at = entryOffsets[id]!;
    const nameBytes = Math.min(64, bytes.readUInt16LE(at + 0x40));
    names.push(bytes.toString('utf16le', at, at + Math.max(0, nameBytes - 2)));
    stack.push(u32(at + 0x44), u32(at + 0x48));
  }
  return names;
}
