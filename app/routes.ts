import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// One line per screen of the spec, added as each screen is built.
export default [
  layout("routes/shell.tsx", [index("routes/home.tsx"), route("*", "routes/not-found.tsx")]),
] satisfies RouteConfig;
