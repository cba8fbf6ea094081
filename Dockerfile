# syntax=docker/dockerfile:1
# One image per app of the monorepo, all from this file:
#   docker build --build-arg APP=ads-service -t surimarkt/ads-service .
# APP is one of: gateway, ads-service, accounts-service, billing-service, moderation-service, analytics-service.
# The build stage compiles every project once, so the six builds share all layers but the last few.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- deps: the full dependency tree, needed to compile (swc, nx, vite) ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# ---- build: dist/apps/<app>/src/main.js for each Node app, dist/libs/*, dist/apps/web and its server renderer ----
FROM deps AS build
# No Nx daemon or cloud inside a one-shot build; the local cache is useless in a fresh layer.
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_SKIP_NX_CACHE=true
COPY . .
RUN npx nx run-many -t build --output-style=static

# ---- prod-deps: only what runs in production; no package here needs an install script ----
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --ignore-scripts --no-audit --no-fund

# ---- runtime ----
FROM ${NODE_IMAGE} AS runtime
ARG APP=gateway
# HEALTH_PORT makes a NATS service answer GET /health for probes; the gateway answers on PORT.
ENV NODE_ENV=production \
    APP=${APP} \
    PORT=8080 \
    HEALTH_PORT=9000 \
    UPLOADS_DIR=/app/var/uploads \
    MAIL_DIR=/app/var/mail \
    BACKUP_DIR=/app/var/backups \
    WEB_DIST_DIR=/app/dist/apps/web \
    WEB_SSR_DIR=/app/dist/apps/web-ssr
WORKDIR /app
# The moderation-service's backup job runs pg_dump, which must be at least the server's version (PostgreSQL 16):
# Debian's own client is 15, so it comes from the PostgreSQL project's repository.
RUN if [ "$APP" = "moderation-service" ]; then \
      apt-get update && apt-get install -y --no-install-recommends ca-certificates curl \
      && install -d /usr/share/postgresql-common/pgdg \
      && curl -fsSLo /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc https://www.postgresql.org/media/keys/ACCC4CF8.asc \
      && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt bookworm-pgdg main" > /etc/apt/sources.list.d/pgdg.list \
      && apt-get update && apt-get install -y --no-install-recommends postgresql-client-16 \
      && apt-get purge -y curl && apt-get autoremove -y && rm -rf /var/lib/apt/lists/*; \
    fi
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist ./dist
# Fail the image build, not the first start, when APP names no app.
RUN test -f "dist/apps/${APP}/src/main.js" \
      || { echo "APP=${APP} is not an app; built: $(ls dist/apps | tr '\n' ' ')" >&2; exit 1; } \
    && mkdir -p /app/var/uploads /app/var/mail /app/var/backups \
    && chown -R 1000:1000 /app/var
# uid 1000 is the image's `node` user; numeric so Kubernetes can verify runAsNonRoot.
USER 1000:1000
EXPOSE 8080 9000 9464
# The gateway's liveness is /api/health/live; a service's is GET /health on HEALTH_PORT (slim image: no curl).
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "const e=process.env;const u=e.APP==='gateway'?'http://127.0.0.1:'+(e.PORT||8080)+'/api/health/live':'http://127.0.0.1:'+(e.HEALTH_PORT||9000)+'/health';fetch(u,{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# exec: node replaces the shell as PID 1, so SIGTERM reaches Nest's shutdown hooks directly.
CMD ["sh", "-c", "exec node --enable-source-maps \"dist/apps/${APP}/src/main.js\""]
