# syntax=docker/dockerfile:1
# The contact API and the prerendered site in one image (docs/deploy.md).
#   docker build -t prol-site .                 # the app (final stage)
#   docker build --target proxy -t prol-proxy . # Caddy with the site's static files (compose.yaml)

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build the site: all dependencies, no install scripts (vnu-jar's downloader is a test tool);
#    the two native/binary packages the build and the server need are rebuilt explicitly.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --ignore-scripts && npm rebuild better-sqlite3 esbuild
COPY . .
RUN npm run build

# 2. Production dependencies only (tsx runs the TypeScript server; no compiler, no test tools).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --ignore-scripts && npm rebuild better-sqlite3 esbuild \
  && npm cache clean --force

# 3. Caddy in front: serves the hashed assets and images itself, passes pages and /api on.
FROM caddy:2-alpine AS proxy
COPY deploy/Caddyfile /etc/caddy/Caddyfile
COPY --from=build /app/dist/client /srv/site

# 4. The app: a non-root user, only what the server reads at run time.
FROM ${NODE_IMAGE} AS app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    SITE_DIR=/app/dist/client \
    DATABASE_URL=/data/site.sqlite \
    MAIL_FILE_DIR=/data/outbox-mail
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY src/server ./src/server
COPY src/content/email-address.ts ./src/content/email-address.ts
COPY src/content/language-start-script.ts ./src/content/language-start-script.ts
COPY schema/api ./schema/api
COPY pages/site.json ./pages/site.json
COPY --from=build /app/dist/client ./dist/client
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# One node process (no npm, no tsx CLI) so SIGTERM reaches the server's graceful shutdown.
CMD ["node", "--import", "tsx", "src/server/main.ts"]
