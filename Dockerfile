# syntax=docker/dockerfile:1
# CalcHub as a container image: `docker build -t calchub .` builds the api (which serves the site, the admin app and
# the API on port 3000); `--target site` builds nginx with the prerendered site, for compose.yaml. Base images are
# pinned to exact versions. See README.md#deploying.

# ---- build: install everything, build the web app, the admin app and the api bundle ----
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
# The site's canonical links, Open Graph addresses and sitemap are written at build time.
ARG PUBLIC_BASE_URL=http://localhost:3000
ENV PUBLIC_BASE_URL=${PUBLIC_BASE_URL} CI=true NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
COPY . .
RUN npm ci --no-audit --no-fund \
 && npx nx run-many -t build -p @calchub/web @calchub/admin @calchub/api --outputStyle=static

# ---- site: nginx serving the prerendered site and proxying the rest to the api replicas (compose.yaml) ----
FROM nginx:1.28.0-bookworm AS site
COPY --from=build /app/apps/web/dist/site /usr/share/calchub/site
COPY deploy/nginx/calchub.conf.template /etc/nginx/templates/calchub.conf.template
RUN rm /etc/nginx/conf.d/default.conf
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1/api/health/ready"]

# ---- runtime: only what `node apps/api/dist/server.mjs` loads ----
FROM node:20.20.2-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
# npm ci checks every workspace's manifest against the lockfile, so all of them are copied; only the api's and the
# web app's production dependencies are installed (the server entry that renders shared addresses imports React).
COPY package.json package-lock.json .npmrc ./
COPY apps/admin/package.json apps/admin/
COPY apps/api/package.json apps/api/
COPY apps/e2e/package.json apps/e2e/
COPY apps/web/package.json apps/web/
COPY libs/api-contract/package.json libs/api-contract/
COPY libs/calc-engine/package.json libs/calc-engine/
COPY libs/catalogue/package.json libs/catalogue/
COPY libs/explainer/package.json libs/explainer/
COPY libs/search/package.json libs/search/
COPY libs/ui/package.json libs/ui/
COPY tools/workspace/package.json tools/workspace/
RUN npm ci --omit=dev --workspace @calchub/api --workspace @calchub/web --no-audit --no-fund \
 && npm cache clean --force \
 && mkdir -p /data && chown node:node /data
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/admin/dist apps/admin/dist
# The embedded database (when DATABASE_URL is unset) lives in the volume.
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/server.mjs"]
