# One image for the api and the worker; docker-compose.yml picks the entry point.
FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY . .
RUN apt-get update && apt-get install -y --no-install-recommends python3-pip && node scripts/models.ts && apt-get purge -y --auto-remove python3-pip && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 MODELS_DIR=/app/.data/models
EXPOSE 8080
CMD ["node", "server/main.ts"]
