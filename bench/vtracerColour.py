# VTracer as its authors ship it: their Python package (the Rust library, native), the whole
# image given to its colour mode with every setting left at its default. Reads a JSON list of
# {"name", "path"} on stdin; writes each SVG to OUT_DIR/<n>.svg and prints one JSON line per
# image with the best of REPEATS timings of convert_raw_image_to_svg (bytes in, SVG text out:
# decoding included, as the engine's time includes it), wall clock and CPU time of the
# process. The interpreter's start is not timed.
#   python3 bench/vtracerColour.py OUT_DIR REPEATS < images.json
import json
import os
import sys
import time

import vtracer

out_dir, repeats = sys.argv[1], int(sys.argv[2])
for n, image in enumerate(json.load(sys.stdin)):
    with open(image["path"], "rb") as f:
        data = f.read()
    fmt = os.path.splitext(image["path"])[1].lstrip(".").lower()
    best = float("inf")
    best_cpu = float("inf")
    for _ in range(repeats):
        started = time.perf_counter()
        cpu = time.process_time()
        svg = vtracer.convert_raw_image_to_svg(data, img_format=fmt)
        best = min(best, time.perf_counter() - started)
        best_cpu = min(best_cpu, time.process_time() - cpu)
    svg_path = os.path.join(out_dir, f"{n}.svg")
    with open(svg_path, "w", encoding="utf-8") as f:
        f.write(svg)
    print(json.dumps({"name": image["name"], "seconds": best, "cpuSeconds": best_cpu, "svg": svg_path}), flush=True)
