"""The baseline of bench/chart.bench.ts: matplotlib draws the bench's figure (a scatter of two
groups with axes, title and legend, at the size, dpi, fonts and line weights the bench passes)
and saves it to PNG, PDF, EPS and TIFF in memory. Timed here with time.perf_counter, so that
interpreter start and imports are not counted. Each timed run builds the figure from the data
and saves it, as one run of the chart engine draws its scene and writes one format.

Usage: python3 bench/matplotlib_baseline.py CONFIG.json   (prints one JSON object on stdout)
"""

import io
import json
import sys
import time

import matplotlib

matplotlib.use("Agg")

from matplotlib import font_manager  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402


def main() -> None:
    with open(sys.argv[1], encoding="utf-8") as f:
        cfg = json.load(f)

    # The engine draws in Arimo; so does the baseline when the files load.
    family = "DejaVu Sans"
    for path in cfg.get("font_files", []):
        try:
            font_manager.fontManager.addfont(path)
            family = font_manager.FontProperties(fname=path).get_name()
        except Exception:  # noqa: BLE001 - a font that does not load leaves the default
            pass
    matplotlib.rcParams.update(
        {
            "font.family": family,
            "font.size": cfg["font_size"],
            "axes.titlesize": cfg["title_size"],
            "axes.labelsize": cfg["font_size"],
            "xtick.labelsize": cfg["font_size"],
            "ytick.labelsize": cfg["font_size"],
            "legend.fontsize": cfg["font_size"],
            "axes.linewidth": cfg["axis_width"],
            "xtick.major.width": cfg["axis_width"],
            "ytick.major.width": cfg["axis_width"],
            "xtick.major.size": cfg["tick_length"],
            "ytick.major.size": cfg["tick_length"],
            "axes.spines.top": False,
            "axes.spines.right": False,
            # Embedded TrueType (Type 42) in PDF and EPS, as the engine writes them.
            "pdf.fonttype": 42,
            "ps.fonttype": 42,
        }
    )

    x = cfg["x"]
    y = cfg["y"]
    groups = cfg["group"]
    names = sorted(set(groups))
    series = [
        ([xv for xv, g in zip(x, groups) if g == name], [yv for yv, g in zip(y, groups) if g == name])
        for name in names
    ]
    size = (2 * cfg["marker_radius_pt"]) ** 2  # scatter s is the marker's area in pt^2
    dpi = cfg["dpi"]

    def figure() -> Figure:
        fig = Figure(figsize=(cfg["width_in"], cfg["height_in"]), dpi=dpi)
        ax = fig.add_subplot()
        for i, (name, (sx, sy)) in enumerate(zip(names, series)):
            ax.scatter(
                sx,
                sy,
                s=size,
                c=cfg["colors"][i % len(cfg["colors"])],
                alpha=0.85,
                linewidths=0,
                label=name,
                # A dense layer drawn as an image in PDF and EPS, as the engine draws it.
                rasterized=cfg.get("rasterized", False),
            )
        ax.set_title(cfg["title"])
        ax.set_xlabel(cfg["xlabel"])
        ax.set_ylabel(cfg["ylabel"])
        ax.legend(frameon=False)
        return fig

    save = {
        "png": lambda fig, buf: fig.savefig(buf, format="png", dpi=dpi),
        "pdf": lambda fig, buf: fig.savefig(buf, format="pdf"),
        "eps": lambda fig, buf: fig.savefig(buf, format="eps"),
        # LZW, as the engine's TIFF (Pillow's default would be uncompressed).
        "tiff": lambda fig, buf: fig.savefig(buf, format="tiff", dpi=dpi, pil_kwargs={"compression": "tiff_lzw"}),
    }
    formats = cfg["formats"]
    ms = {f: [] for f in formats}
    sizes = {}
    # Round robin over the formats, so that drift hits each alike (as the bench does for ours).
    for i in range(cfg["warmup"] + cfg["runs"]):
        for fmt in formats:
            t0 = time.perf_counter()
            fig = figure()
            buf = io.BytesIO()
            save[fmt](fig, buf)
            elapsed = (time.perf_counter() - t0) * 1000
            if i >= cfg["warmup"]:
                ms[fmt].append(elapsed)
            sizes[fmt] = buf.tell()
    json.dump({"matplotlib": matplotlib.__version__, "font": family, "ms": ms, "bytes": sizes}, sys.stdout)


if __name__ == "__main__":
    main()
