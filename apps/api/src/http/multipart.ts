import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

/** A file of a multipart body: streamed to a temporary file, which is removed once the answer has gone. */
export class UploadedFile {
  constructor(
    readonly path: string,
    readonly size: number,
  ) {}
}

export interface MultipartOptions {
  /** Largest file in bytes; `tooLarge` answers above it. */
  fileBytes: number;
  files: number;
  fields: number;
  /** Largest field value in bytes. */
  fieldBytes: number;
  tooLarge: () => AppError;
  /** The answer to more files than `files`. */
  tooManyFiles: () => AppError;
}

/** The temporary files of each request still in progress. */
const temporaryFiles = new WeakMap<FastifyRequest, string[]>();

/**
 * Reads multipart/form-data bodies in this scope into `request.body`: each field as its text, each file streamed
 * to a temporary file (an `UploadedFile`; never held in memory) and cut off at `fileBytes`. The route's schema then
 * validates the body as usual. A body declared larger than the limits is refused before it is read, and a body
 * that is not a well-formed form (cut before its closing boundary, not multipart at all) is a 400, never a 500.
 * Auth runs earlier (onRequest), so an anonymous upload is refused without reading the file.
 */
export async function readMultipartBodies(app: FastifyInstance, options: MultipartOptions): Promise<void> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'creativeng-upload-'));
  await app.register(multipart, {
    limits: {
      fileSize: options.fileBytes,
      files: options.files,
      fields: options.fields,
      fieldSize: options.fieldBytes,
      parts: options.files + options.fields,
      headerPairs: 100,
    },
  });
  const largestBody = options.files * options.fileBytes + options.fields * options.fieldBytes + 64 * 1024;

  // Before the body is parsed (so from the header: the parser marks multipart requests later).
  app.addHook('onRequest', async (request) => {
    const multipartBody = /^multipart\/form-data/i.test(request.headers['content-type'] ?? '');
    if (multipartBody && Number(request.headers['content-length']) > largestBody) throw options.tooLarge();
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await readParts(request, directory, options);
  });
  const removeFiles = async (request: FastifyRequest) => {
    const files = temporaryFiles.get(request) ?? [];
    temporaryFiles.delete(request);
    await Promise.all(files.map((file) => rm(file, { force: true })));
  };
  app.addHook('onResponse', removeFiles);
  app.addHook('onRequestAbort', removeFiles);
  app.addHook('onClose', async () => rmSync(directory, { recursive: true, force: true }));
}

async function readParts(
  request: FastifyRequest,
  directory: string,
  options: MultipartOptions,
): Promise<Record<string, string | UploadedFile>> {
  const body: Record<string, string | UploadedFile> = {};
  const files: string[] = [];
  temporaryFiles.set(request, files);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        body[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const file = path.join(directory, randomBytes(16).toString('hex'));
      files.push(file);
      await pipeline(part.file, createWriteStream(file));
      if (part.file.truncated) throw options.tooLarge();
      body[part.fieldname] = new UploadedFile(file, (await stat(file)).size);
    }
  } catch (error) {
    // Removed here too: a write cut short by the error may create its file after the answer's clean-up ran.
    await Promise.all(files.map((file) => rm(file, { force: true })));
    throw formError(error, options);
  }
  return body;
}

/** What went wrong with a form, for the person who sent it. Only a failure of our own disk is the server's. */
function formError(error: unknown, options: MultipartOptions): unknown {
  if (error instanceof AppError) return error;
  if ((error as { syscall?: unknown }).syscall) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return options.tooLarge();
  if (code === 'FST_FILES_LIMIT') return options.tooManyFiles();
  return badRequest('api.malformedForm');
}
