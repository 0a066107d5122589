// Chart.js, only what the analytics page draws (bars and a doughnut); imported lazily by that page alone, so no
// other page loads it (docs/decisions/032).
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
} from "chart.js";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, DoughnutController, ArcElement, Legend, Tooltip);

export interface ChartSpec {
  type: "bar" | "doughnut";
  labels: string[];
  series: { label: string; values: number[]; colors: string | string[] }[];
  /** Bars laid sideways (the funnel). */
  horizontal?: boolean;
  /** How a value reads in the tooltips and on the axis. */
  format: (value: number) => string;
}

export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): Chart {
  const bar = spec.type === "bar";
  return new Chart(canvas, {
    type: spec.type,
    data: {
      labels: spec.labels,
      datasets: spec.series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.colors })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      locale: "fr-FR",
      indexAxis: spec.horizontal ? "y" : "x",
      plugins: {
        legend: { display: !bar || spec.series.length > 1, position: "bottom" },
        tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ""} : ${spec.format(Number(item.raw))}` } },
      },
      scales: bar
        ? {
            [spec.horizontal ? "x" : "y"]: { beginAtZero: true, ticks: { callback: (v) => spec.format(Number(v)) } },
          }
        : {},
    },
  });
}
