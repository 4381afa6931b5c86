# One image for the api and the worker; docker-compose.yml picks the entry point.
FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY . .
ENV NODE_ENV=production HOST=0.0.0.0
EXPOSE 8080
CMD ["node", "api/main.ts"]
