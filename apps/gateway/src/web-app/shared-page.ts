import { EncodedBody } from '../common/encoded-body';

const HTML = 'text/html; charset=utf-8';

/**
 * A public page rendered once for everyone: the guests' bytes, and the same page for a visitor who carries a session
 * cookie, whose browser asks for the user and fills in the header and hearts (see sessionVisitorState). Both are kept
 * as sent (ETag, compressed forms), so a page from the cache costs neither a render nor a compression.
 */
export class SharedPage {
  readonly guest: EncodedBody;
  /** Compressed on first use: most pages are only ever asked for by guests. */
  readonly member: EncodedBody;

  constructor(guestHtml: string, memberHtml: string) {
    this.guest = new EncodedBody(Buffer.from(guestHtml), HTML).precompress();
    this.member = new EncodedBody(Buffer.from(memberHtml), HTML);
  }

  /** Bytes held, for the cache's size limit (the member's compressed forms come later and are small). */
  get size(): number {
    return this.guest.raw.length + this.guest.as('br').length + this.guest.as('gzip').length + this.member.raw.length;
  }
}
