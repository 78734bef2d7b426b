# The app on Node 22 (MikroORM 7 needs 22.17+; the server's TypeScript runs through Node's own type
# stripping, unflagged since 22.18). One image serves either database: without DATABASE_URL the embedded
# PGlite database lives in the /data volume (then run exactly one container); with it, PostgreSQL, and
# as many containers as you like behind a load balancer. See README.md, "Deployment".
#
#   docker build --build-arg PUBLIC_URL=https://www.example.be -t groepsaankoop .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://... -e TRUST_PROXY=true groepsaankoop
#
# PUBLIC_URL and RETENTION_MONTHS (the privacy page states it) are compiled into the pages, so they are
# build arguments; the same values are the runtime defaults (a server whose RETENTION_MONTHS differs from
# its build's refuses to start).

FROM node:22-bookworm-slim AS build
WORKDIR /app
# The lockfile and its install-script policy (allowScripts) are npm 11's.
RUN npm install --global npm@11 && npm --version
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG PUBLIC_URL=http://localhost:3000
ARG RETENTION_MONTHS=24
ENV PUBLIC_URL=${PUBLIC_URL} RETENTION_MONTHS=${RETENTION_MONTHS}
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
ARG PUBLIC_URL=http://localhost:3000
ARG RETENTION_MONTHS=24
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    PUBLIC_URL=${PUBLIC_URL} \
    RETENTION_MONTHS=${RETENTION_MONTHS}
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1, so `docker stop` (SIGTERM) reaches the app's graceful shutdown, which finishes the
# requests in flight within 10 s: give it that long (docker stop --time 15, or stop_grace_period).
CMD ["node", "server/main.ts"]
