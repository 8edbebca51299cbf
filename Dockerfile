# The Remix app (BFF): one Node container. Strapi runs as its own service (strapi/Dockerfile) with PostgreSQL.
# Build: docker build -t portale-web .
# Run:   docker run -p 3000:3000 -e SESSION_SECRET=... -e STRAPI_URL=http://strapi:1337 \
#          -e PUBLIC_URL=https://portale.example.it portale-web

FROM node:24-bookworm-slim AS deps
WORKDIR /app
ENV SKIP_STRAPI_INSTALL=1
COPY package.json package-lock.json ./
COPY scripts/install-strapi.mjs scripts/install-strapi.mjs
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY remix.config.js tsconfig.json tailwind.config.ts remix.env.d.ts ./
COPY app app
COPY public public
# The shared enumerations live in the Strapi project and are bundled into the server build.
COPY strapi/src/catalog strapi/src/catalog
COPY scripts/precompress.mjs scripts/precompress.mjs
COPY scripts/lib/precompress.mjs scripts/lib/precompress.mjs
# The Remix build and the brotli and gzip variants of its assets that server.mjs sends.
RUN npm run build:web

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production SKIP_STRAPI_INSTALL=1 PORT=3000 LOG_FORMAT=json WEB_CONCURRENCY=auto
COPY package.json package-lock.json ./
COPY scripts/install-strapi.mjs scripts/install-strapi.mjs
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build build
COPY --from=build /app/public public
COPY server.mjs server.mjs
COPY server server
USER node
EXPOSE 3000
# Liveness (/_health): a Strapi outage must not mark the web tier unhealthy (it serves the 503 page meanwhile); a load
# balancer routes by readiness, /_ready (docs/operations.md "Health and shutdown"). docker stop waits 10 s by default:
# give it SHUTDOWN_GRACE_MS and more (`docker stop -t 30`, compose `stop_grace_period: 30s`).
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/_health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "server.mjs", "build/index.js"]
