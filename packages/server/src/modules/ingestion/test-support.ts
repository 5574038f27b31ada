/** Test helpers: multipart bodies and waiting for an import to finish. */
import { randomUUID } from 'node:crypto';

export function multipartBody(
  filename: string,
  content: Buffer | string,
  contentType = 'application/octet-stream',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----repute${randomUUID().replace(/-/g, '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A zip whose directory claims a 2 GB entry packed into 1 KB: the classic bomb shape. */
export function zipBombBytes(): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  const data = Buffer.alloc(1000);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt32LE(1000, 20);
  central.writeUInt32LE(2_000_000_000, 24);
  central.writeUInt16LE(name.length, 28);
  const dirOffset = local.length + name.length + data.length;
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(1, 8);
  eocd.writeUInt16LE(1, 10);
  eocd.writeUInt32LE(central.length + name.length, 12);
  eocd.writeUInt32LE(dirOffset, 16);
  local.writeUInt16LE(name.length, 26);
  return Buffer.concat([local, name, data, central, name, eocd]);
}
