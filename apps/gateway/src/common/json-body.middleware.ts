import { COMMON_MESSAGES, fieldWithLoneSurrogate, TEXT_MESSAGES } from '@surimarkt/contracts';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { httpErrorBody } from './http-error';

export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

// Keys that could reach an object's prototype are dropped while parsing, before any code sees them.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * express.json with the contract's error body: body-parser's errors happen before Nest's routing,
 * so its exception filter never sees them.
 */
/** A request whose exact bytes were kept: a webhook's signature is over them, not over the parsed JSON. */
export type RawBodyRequest = Request & { rawBody?: Buffer };

const KEEPS_RAW_BODY = new Set(['/api/stripe/webhook']);

export function jsonBodyMiddleware(): RequestHandler {
  const parse = express.json({
    limit: JSON_BODY_LIMIT_BYTES,
    reviver: (key, value) => (FORBIDDEN_KEYS.has(key) ? undefined : value),
    verify: (req: RawBodyRequest, _res, buf) => {
      if (KEEPS_RAW_BODY.has(req.path)) req.rawBody = buf;
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    // Reads take no body (body-parser would only find that out after its own checks).
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    // A declared length over the limit is refused at the headers: waiting for (or draining) a body that is going
    // to be refused anyway would let one request hold a connection open for as long as the sender likes.
    // Photo uploads (multipart, and tus chunks) have their own limits in the upload routes.
    const isPhotoUpload = req.is('multipart/*') || req.is('application/offset+octet-stream');
    if (Number(req.headers['content-length']) > JSON_BODY_LIMIT_BYTES && !isPhotoUpload) {
      res.setHeader('Connection', 'close');
      res.status(413).json(httpErrorBody(413, COMMON_MESSAGES.payloadTooLarge));
      return;
    }
    parse(req, res, (error?: unknown) => {
      if (!error) {
        // JSON may spell half a surrogate pair ("\ud800"): no text column can hold it, and some validators throw on it.
        const field = fieldWithLoneSurrogate(req.body);
        if (field === null) return next();
        const message = TEXT_MESSAGES.controlCharacters;
        res.status(400).json(httpErrorBody(400, message, field ? { [field]: message } : undefined));
        return;
      }
      const type = (error as { type?: string }).type;
      const body =
        type === 'entity.too.large'
          ? httpErrorBody(413, COMMON_MESSAGES.payloadTooLarge)
          : type === 'encoding.unsupported' || type === 'charset.unsupported'
            ? httpErrorBody(415, COMMON_MESSAGES.invalidJson)
            : httpErrorBody(400, COMMON_MESSAGES.invalidJson);
      // The rest of an oversized body is not read; close the connection rather than drain it.
      if (body.statusCode === 413) res.setHeader('Connection', 'close');
      res.status(body.statusCode).json(body);
    });
  };
}
