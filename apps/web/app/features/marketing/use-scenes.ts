import type { IconName } from "../../ui/icon.tsx";

/** The use cases of SPEC §1; `anchor` is the section id on /use-scene. */
export const useScenes: ReadonlyArray<{
  key: string;
  anchor: string;
  icon: IconName;
  productPath: string;
  productLabel: string;
  points: readonly string[];
}> = [
  {
    key: "dataScraping",
    anchor: "data-scraping",
    icon: "database",
    productPath: "/dynamic-residential-proxies",
    productLabel: "nav.dynamicResidential",
    points: ["rotate", "geo", "invalid"],
  },
  {
    key: "ecommerce",
    anchor: "e-commerce",
    icon: "cart",
    productPath: "/static-residential-proxies",
    productLabel: "nav.staticResidential",
    points: ["fixed", "browsers", "renew"],
  },
  {
    key: "marketResearch",
    anchor: "market-research",
    icon: "chart",
    productPath: "/dynamic-residential-proxies",
    productLabel: "nav.dynamicResidential",
    points: ["local", "serp", "ads"],
  },
  {
    key: "publicOpinion",
    anchor: "public-opinion-monitoring",
    icon: "eye",
    productPath: "/dynamic-residential-proxies",
    productLabel: "nav.dynamicResidential",
    points: ["coverage", "steady", "alerts"],
  },
  {
    key: "websiteTesting",
    anchor: "website-testing",
    icon: "monitorCheck",
    productPath: "/native-residential-proxies",
    productLabel: "nav.nativeResidential",
    points: ["geo", "performance", "automation"],
  },
  {
    key: "travelFares",
    anchor: "travel-fare-aggregation",
    icon: "plane",
    productPath: "/dynamic-residential-proxies",
    productLabel: "nav.dynamicResidential",
    points: ["market", "sessions", "scale"],
  },
];
