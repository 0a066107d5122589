import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Separate builds can live side by side (parallel browser-test runs); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: true,
  future: {
    // Loaders get our own load context (services); middleware would replace it with a RouterContextProvider.
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
