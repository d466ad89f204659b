# syntax=docker/dockerfile:1
# Multi-stage image: build with dev dependencies, run with production ones only, as the non-root node user.
# `npm run test:deploy` builds and runs this file as it is (see README, "Deployment").

# What a native module build needs. argon2's prebuilt binary does not load on every x86-64 CPU (it crashes on
# some); its install script then compiles it, which takes python3, make, g++ and Node's headers. The headers
# ship with the base image (/usr/local/include/node), so nothing is fetched from nodejs.org.
FROM node:20-bookworm-slim AS toolchain
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY contract/package.json contract/
COPY frontend/package.json frontend/

FROM toolchain AS build
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund --loglevel=error
COPY tsconfig.json nest-cli.json ./
COPY backend backend
# The contract both halves share: the API requires its build (contract/dist) at run time, the app bundles its source.
COPY contract contract
COPY frontend frontend
RUN npm run build -w contract && npm run build -w backend && npm run build -w frontend

FROM toolchain AS production-deps
# typescript is an optional peer of valibot (under Bull Board) and a devDependency of the root: npm marks it
# "devOptional" and keeps it with --omit=dev, though nothing loads it at run time. Source maps and type
# declarations are never read by node either; together they are ~150 MB of the production tree.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace backend --include-workspace-root=false --no-audit --no-fund --loglevel=error \
 && rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver \
 && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \) -delete

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 SPA_DIST=/app/frontend/dist UPLOAD_DIR=/data/uploads
WORKDIR /app
COPY --from=production-deps /app/node_modules node_modules
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/backend/package.json backend/package.json
# What node_modules/@shop/contract links to (the backend's dependency): its package.json and the built CommonJS.
COPY --from=build /app/contract/package.json contract/package.json
COPY --from=build /app/contract/dist contract/dist
COPY --from=build /app/frontend/dist frontend/dist
# The pages' server-side renderer (self-contained: it carries React and the app, no frontend node_modules needed).
COPY --from=build /app/frontend/dist-server frontend/dist-server
COPY backend/assets backend/assets
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The worker runs the same image with: node backend/dist/worker.js
CMD ["node", "backend/dist/main.js"]
