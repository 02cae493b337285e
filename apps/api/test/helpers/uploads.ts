import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';

let colour = 0;

/**
 * Uploads a small real image as the account through `/api/prop/upload` and returns its address. Each upload is
 * another colour, so no two are the same file.
 */
export async function uploadImage(
  app: FastifyInstance,
  token: string,
  { purpose = 'general', format = 'png', width = 40, height = 30 }: UploadOptions = {},
): Promise<string> {
  colour += 1;
  const image = sharp({ create: { width, height, channels: 3, background: { r: colour % 256, g: 135, b: 81 } } });
  const file = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  const res = await app.inject({
    method: 'POST',
    url: '/api/prop/upload',
    headers: { authorization: token },
    payload: { type: format, file: file.toString('base64'), purpose },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().results as string;
}

export interface UploadOptions {
  purpose?: string;
  format?: 'png' | 'jpeg';
  width?: number;
  height?: number;
}
