import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { imageInfo } from '../../src/content/uploads/image-info.js';
import { gifBytes, jpegBytes, pngBytes, webpLosslessBytes } from '../helpers/images.js';

describe('imageInfo', () => {
  it('reads PNG, GIF, JPEG and WebP type and dimensions from the bytes', () => {
    assert.deepEqual(imageInfo(pngBytes(640, 480)), { mimeType: 'image/png', extension: 'png', width: 640, height: 480 });
    assert.deepEqual(imageInfo(gifBytes(3, 2)), { mimeType: 'image/gif', extension: 'gif', width: 3, height: 2 });
    assert.deepEqual(imageInfo(jpegBytes(1200, 800)), { mimeType: 'image/jpeg', extension: 'jpg', width: 1200, height: 800 });
    assert.deepEqual(imageInfo(webpLosslessBytes(300, 200)), { mimeType: 'image/webp', extension: 'webp', width: 300, height: 200 });
  });

  it('reads AVIF from its ftyp brand and ispe box', () => {
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypavif'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1')]);
    const ispe = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ispe'), Buffer.alloc(4), Buffer.from([0, 0, 2, 0, 0, 0, 1, 0])]);
    assert.deepEqual(imageInfo(Buffer.concat([ftyp, ispe])), { mimeType: 'image/avif', extension: 'avif', width: 512, height: 256 });
  });

  it('refuses what is no accepted image, whatever it is called', () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"></svg>', '<!doctype html><script>alert(1)</script>', '%PDF-1.7', '']) {
      assert.equal(imageInfo(Buffer.from(text)), undefined, text);
    }
    const pngSignatureOnly = pngBytes(1, 1).subarray(0, 8);
    assert.equal(imageInfo(Buffer.concat([pngSignatureOnly, Buffer.from('junk junk junk junk')])), undefined);
  });

  it('knows a JPEG whose dimensions lie past the bytes given, without inventing them', () => {
    const jpeg = jpegBytes(10, 10);
    assert.deepEqual(imageInfo(jpeg.subarray(0, 6)), { mimeType: 'image/jpeg', extension: 'jpg', width: undefined, height: undefined });
  });
});
