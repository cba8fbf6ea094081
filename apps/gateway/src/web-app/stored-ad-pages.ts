import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { Injectable, Logger } from '@nestjs/common';
import { eventStreamName, InjectEnv } from '@surimarkt/server';
import { type Env } from '../config/env';
import { createPageStore, type PageStore } from './page-store';
import { SharedPage } from './shared-page';

const brotli = promisify(brotliCompress);
// Compressed once per change of the ad and sent many times: worth the strongest setting short of the slowest.
const STORE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };

/** What the store knows about itself: the pages' generation and the builds that rendered them, newest first. */
interface StoreState {
  generation: number;
  builds: string[];
}

/**
 * Every ad's page as last rendered, plain and brotli, in the store every gateway replica reads (page-store.ts), under
 * `<deployment>/g<generation>/<build>/ad/<id>.html`:
 * - a new build (another index.html) renders every page again in the background; until its page is there, an ad's
 *   page of the previous build is served (right content, the old layout);
 * - a change to what every page shows (a category renamed, a user blocked: `adId` null in the write's notice) starts
 *   a new generation: no page of an older one is served again, each is rendered on its first visit or by the sweep,
 *   and the old generation is deleted.
 */
@Injectable()
export class StoredAdPages {
  private readonly logger = new Logger('AdPages');
  private readonly store: PageStore | null;
  /** This deployment's folder (a test run or a second deployment on the same store has its own). */
  private readonly root = eventStreamName().toLowerCase();
  private build = 'none';
  private state: StoreState = { generation: 1, builds: [] };
  private loading?: Promise<void>;
  private isNewBuild?: Promise<boolean>;

  constructor(@InjectEnv() env: Env) {
    this.store = env.PAGE_STORE === 'on' ? createPageStore(env) : null;
  }

  get enabled(): boolean {
    return this.store !== null;
  }

  /** The version pages are rendered for now ('g3/5f1c…'): a sweep is one per version. */
  get version(): string {
    return `g${this.state.generation}/${this.build}`;
  }

  /**
   * Reads the store's state for this build (the template's hash names it). True when the build is new to the store:
   * every page is then to be rendered again.
   */
  useBuild(template: string): Promise<boolean> {
    const build = createHash('sha1').update(template).digest('hex').slice(0, 12);
    if (build === this.build && this.isNewBuild) return this.isNewBuild;
    this.build = build;
    this.isNewBuild = (async () => {
      this.state = await this.readState();
      if (this.state.builds[0] === build) return false;
      this.state = { ...this.state, builds: [build, ...this.state.builds.filter((b) => b !== build)].slice(0, 3) };
      await this.writeState();
      // A build two back is no fallback any more.
      for (const old of this.state.builds.slice(2)) await this.store?.removePrefix(`${this.root}/g${this.state.generation}/${old}/`);
      return true;
    })();
    this.loading = this.isNewBuild.then(
      () => undefined,
      (error: unknown) => this.logger.warn({ error: String(error) }, 'page store state unreadable'),
    );
    return this.isNewBuild;
  }

  /** The ad's page: this build's, else the previous build's of the same generation; null when neither is stored. */
  async read(adId: number): Promise<SharedPage | null> {
    if (!this.store) return null;
    await this.loading;
    for (const build of this.state.builds.slice(0, 2)) {
      const key = this.key(adId, build);
      const [plain, br] = await Promise.all([this.store.get(`${key}.html`), this.store.get(`${key}.html.br`)]);
      if (!plain) continue;
      const page = new SharedPage(plain);
      if (br) page.body.withEncoded('br', br);
      return page;
    }
    return null;
  }

  /** Stores the page for this build, brotli beside it. */
  async write(adId: number, page: SharedPage): Promise<void> {
    if (!this.store) return;
    await this.loading;
    const key = this.key(adId, this.build);
    const br = await brotli(page.body.raw, STORE_BROTLI);
    page.body.withEncoded('br', br);
    await Promise.all([this.store.put(`${key}.html.br`, br), this.store.put(`${key}.html`, page.body.raw)]);
  }

  /** The ad has no public page any more: none of its stored ones is served again. */
  async remove(adId: number): Promise<void> {
    if (!this.store) return;
    await this.loading;
    await Promise.all(
      this.state.builds
        .slice(0, 2)
        .flatMap((build) => [this.store!.remove(`${this.key(adId, build)}.html`), this.store!.remove(`${this.key(adId, build)}.html.br`)]),
    );
  }

  /** Every stored page is out of date: a new generation, the old one deleted. */
  async newGeneration(): Promise<void> {
    if (!this.store) return;
    await this.loading;
    const old = this.state.generation;
    this.state = { ...(await this.readState()), builds: this.state.builds };
    this.state.generation = Math.max(this.state.generation, old) + 1;
    await this.writeState();
    await this.dropOlderGenerations();
  }

  /** Another replica started a new generation: read it, so no page of the old one is served here. */
  async reload(): Promise<void> {
    if (!this.store) return;
    await this.loading;
    const stored = await this.readState();
    if (stored.generation > this.state.generation) this.state = { ...this.state, generation: stored.generation };
  }

  private async dropOlderGenerations(): Promise<void> {
    for (let generation = this.state.generation - 1; generation >= Math.max(1, this.state.generation - 3); generation--) {
      await this.store!.removePrefix(`${this.root}/g${generation}/`).catch((error: unknown) =>
        this.logger.warn({ error: String(error) }, `could not delete the pages of generation ${generation}`),
      );
    }
  }

  private key(adId: number, build: string): string {
    return `${this.root}/g${this.state.generation}/${build}/ad/${adId}`;
  }

  private async readState(): Promise<StoreState> {
    const fallback: StoreState = { generation: 1, builds: [] };
    if (!this.store) return fallback;
    const bytes = await this.store.get(`${this.root}/state.json`);
    if (!bytes) return fallback;
    try {
      const state = JSON.parse(bytes.toString('utf8')) as Partial<StoreState>;
      return {
        generation: Number.isSafeInteger(state.generation) && state.generation! > 0 ? state.generation! : 1,
        builds: Array.isArray(state.builds)
          ? state.builds.filter((b): b is string => typeof b === 'string' && /^[0-9a-f]{12}$/.test(b))
          : [],
      };
    } catch {
      return fallback;
    }
  }

  private async writeState(): Promise<void> {
    await this.store?.put(`${this.root}/state.json`, Buffer.from(JSON.stringify(this.state)));
  }
}
