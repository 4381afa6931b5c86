#!/usr/bin/env python3
"""Re-create batch I's simulated tables (seeded; same bytes on every run).

Standard library only (random, math, csv), so it runs on any Python 3.8+.

    python3 make_batch_i_tables.py        # writes next to this script
"""
import csv
import math
import os
import random

OUT = os.path.dirname(os.path.abspath(__file__))
SEED = 20261128


def rng_for(name):
    # one independent stream per file, so editing one table never shifts another
    return random.Random(f"{SEED}-{name}")


def save(name, header, rows):
    path = os.path.join(OUT, name)
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows(rows)
    print(f"{name:24s} {len(rows):5d} rows  {os.path.getsize(path) / 1024:6.1f} KB")


def clip(x, lo, hi):
    return max(lo, min(hi, x))


def poisson(r, lam):
    # Knuth's method; the means used here are small
    limit, k, p = math.exp(-lam), 0, 1.0
    while True:
        p *= r.random()
        if p <= limit:
            return k
        k += 1


# ------------------------------------------------------------ field quadrats
def field_quadrats():
    r = rng_for("quadrats")
    # site: habitat, elevation range (m), soil pH, soil moisture (%),
    # mean species richness grazed / exclosure, bryophyte cover (%), orchids (grazed mean)
    sites = {
        "Ashcombe Down": ("chalk grassland", (120, 185), 7.8, 24, (23, 16), 6, 3.0),
        "Brayford Marsh": ("saltmarsh", (1, 4), 7.5, 68, (9, 8), 2, 0.0),
        "Coldharbour Heath": ("heath", (38, 72), 4.3, 33, (10, 8), 28, 0.0),
        "Dunmere Fen": ("fen", (2, 9), 6.4, 79, (15, 12), 35, 0.4),
    }
    recorders = ["JM", "AK", "RT"]
    rows = []
    for site, (habitat, elev, ph, moist, rich, bryo, orch) in sites.items():
        for graz in ("grazed", "exclosure"):
            for t in (1, 2, 3):
                for q in range(1, 9):
                    e = round(r.uniform(*elev), 1)
                    # the quadrat's own conditions persist between years
                    ph_q = ph + r.gauss(0, 0.25)
                    moist_q = moist + r.gauss(0, 6)
                    for yr in (2022, 2023):
                        fenced_years = yr - 2019 if graz == "exclosure" else 0
                        s_mean = rich[0] if graz == "grazed" else rich[0] - (rich[0] - rich[1]) * fenced_years / 4
                        if site == "Ashcombe Down":
                            s_mean += (e - 150) * 0.04  # richer on the thin soils upslope
                        s = max(2, round(r.gauss(s_mean, 2.2)))
                        even = clip(r.gauss(0.8, 0.06), 0.55, 0.97)
                        h = round(math.log(s) * even, 2)
                        sward = (4 if graz == "grazed" else 4 + 6 * fenced_years) * (1.6 if habitat == "fen" else 1.0)
                        sward = round(max(0.5, sward + r.gauss(0, 2.0)), 1)
                        bare = round(clip((14 if graz == "grazed" else 5) + r.gauss(0, 5), 0, 60))
                        b = round(clip(bryo + r.gauss(0, 8) + (moist_q - moist) * 0.5, 0, 95))
                        orchids = poisson(r, orch if graz == "grazed" else orch * 0.3)
                        row = [site, habitat, graz, f"T{t}", q, yr, e,
                               round(ph_q + r.gauss(0, 0.08), 2),
                               round(clip(moist_q + r.gauss(0, 3), 3, 98)),
                               bare, sward, s, h, b, orchids, r.choice(recorders)]
                        # two quadrats at the marsh were under water at the 2023 visit
                        if site == "Brayford Marsh" and yr == 2023 and t == 3 and q in (7, 8):
                            row[7:15] = ["", "", "", "", "", "", "", ""]
                        rows.append(row)
    header = ["site", "habitat", "graz", "transect", "quad", "yr", "elev_m", "pH", "moist_pct",
              "bare_pct", "sward_cm", "S", "H_shannon", "bryo_pct", "orchids", "recorder"]
    save("field_quadrats.csv", header, rows)


# ------------------------------------------------------------ renal clinic labs
def egfr_ckd_epi_2021(creat_umol, age, female):
    scr = creat_umol / 88.4
    k, a = (0.7, -0.241) if female else (0.9, -0.302)
    g = 142 * min(scr / k, 1) ** a * max(scr / k, 1) ** -1.2 * 0.9938 ** age
    return g * 1.012 if female else g


def creat_for_egfr(target, age, female):
    lo, hi = 20.0, 2000.0
    for _ in range(60):
        mid = (lo + hi) / 2
        if egfr_ckd_epi_2021(mid, age, female) > target:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def renal_clinic_labs():
    r = rng_for("renal")
    rows = []
    for i in range(1, 121):
        female = r.random() < 0.42
        age = round(clip(r.gauss(66, 10), 35, 89))
        diabetic = r.random() < 0.45
        sglt2 = r.random() < (0.6 if diabetic else 0.35)
        egfr0 = r.uniform(16, 59)
        stage = "G3a" if egfr0 >= 45 else "G3b" if egfr0 >= 30 else "G4"
        slope = (-1.2 if sglt2 else -3.8) + r.gauss(0, 1.5)  # mL/min/1.73m² per year
        acr0 = math.exp(r.gauss(math.log(25 if diabetic else 8), 1.0))
        crp_base = math.exp(r.gauss(math.log(4.5 if diabetic else 2.5), 0.8))
        hb0 = r.gauss(128 if not female else 120, 10) - (59 - egfr0) * 0.45
        alb0 = r.gauss(40, 3) - math.log(acr0) * 0.8
        last = 3 if r.random() > 0.1 else r.choice([1, 2])
        for v, (visit, day) in enumerate([("Baseline", 0), ("Month 6", 182), ("Month 12", 365)][:last]):
            d = day + (0 if v == 0 else r.randint(-14, 14))
            egfr = max(8, egfr0 + slope * d / 365 + r.gauss(0, 2.0))
            creat = creat_for_egfr(egfr, age + d / 365, female)
            acr = acr0 * math.exp(r.gauss(0, 0.3)) * (0.7 if sglt2 and v > 0 else 1.0)
            rows.append([
                f"RC{i:03d}", visit, d, stage, "F" if female else "M", age,
                "yes" if diabetic else "no", 1 if sglt2 else 0,
                round(creat), round(egfr),
                round(clip(3 + 900 / egfr * 0.25 + r.gauss(0, 1.5), 2.5, 40), 1),
                round(clip(4.3 + (45 - egfr) * 0.02 + r.gauss(0, 0.35), 3.2, 6.6), 1),
                round(r.gauss(139.5, 2.5)),
                round(hb0 + r.gauss(0, 4)),
                round(clip(r.gauss(57 if diabetic else 37, 9 if diabetic else 3), 28, 110)),
                round(max(0.5, crp_base * math.exp(r.gauss(0, 0.5))), 1),
                round(alb0 + r.gauss(0, 1.5)),
                round(acr, 1),
            ])
    header = ["subject_id", "visit", "visit_day", "ckd_stage", "sex", "age_years", "diabetes", "sglt2i",
              "Creatinine [µmol/L]", "eGFR [mL/min/1.73m²]", "Urea [mmol/L]", "Potassium [mmol/L]",
              "Sodium [mmol/L]", "Haemoglobin [g/L]", "HbA1c [mmol/mol]", "CRP [mg/L]", "Albumin [g/L]",
              "uACR [mg/mmol]"]
    save("renal_clinic_labs.csv", header, rows)


# ------------------------------------------------------------ tensile specimens
def tensile_specimens():
    r = rng_for("tensile")
    # material: nozzle temp, UTS at 0/45/90 deg (MPa, solid), modulus 0/45/90 (GPa),
    # elongation at break (%), yield/UTS ratio, failure mode when it does not delaminate
    materials = {
        "PLA": (210, (52, 44, 30), (3.3, 3.1, 2.7), 3.8, 0.95, "brittle"),
        "PETG": (240, (47, 40, 31), (2.1, 2.0, 1.8), 8.5, 0.88, "ductile"),
        "ABS": (250, (37, 31, 23), (2.2, 2.0, 1.8), 6.0, 0.9, "ductile"),
        "PA-CF": (275, (74, 51, 27), (6.8, 4.6, 3.0), 2.6, 0.93, "brittle"),
    }
    infill_factor = {20: 0.47, 60: 0.72, 100: 1.0}
    rows = []
    n = 0
    for mat, (temp, uts3, mod3, elong, yr, mode) in materials.items():
        for ai, angle in enumerate((0, 45, 90)):
            for infill in (20, 60, 100):
                for k in range(1, 6):
                    n += 1
                    f = infill_factor[infill]
                    uts = uts3[ai] * f * r.gauss(1, 0.05)
                    mod = mod3[ai] * (0.55 + 0.45 * f) * r.gauss(1, 0.04)
                    el = elong * (1.0, 0.8, 0.45)[ai] * (0.8 + 0.2 * f) * r.gauss(1, 0.1)
                    fail = "interlayer" if angle == 90 else mode
                    if r.random() < 0.045:
                        fail = "grip"
                        uts *= 0.8
                        el *= 0.7
                    rows.append([
                        f"TS-{n:03d}", mat, angle, infill, temp, "A" if k <= 3 else "B",
                        round(r.gauss(10.0, 0.06), 2), round(r.gauss(4.0, 0.05), 2),
                        round(mod, 2), round(uts * yr * r.gauss(1, 0.02), 1), round(uts, 1),
                        round(el, 2), fail,
                    ])
    header = ["Specimen", "Material", "Raster angle (deg)", "Infill (%)", "Nozzle temp (°C)", "Print batch",
              "Width (mm)", "Thickness (mm)", "Modulus (GPa)", "Yield strength (MPa)", "UTS (MPa)",
              "Elongation at break (%)", "Failure mode"]
    save("tensile_specimens.csv", header, rows)


# ------------------------------------------------------------ flanker task, long format
def flanker_rt_long():
    r = rng_for("flanker")
    rows = []
    for s in range(1, 25):
        older = s > 12
        base = r.gauss(560 if older else 440, 35)
        interference = r.gauss(85 if older else 55, 12)
        caffeine = r.gauss(-22, 8)
        sessions = ["placebo", "caffeine"] if s % 2 else ["caffeine", "placebo"]
        for session in sessions:
            for block in (1, 2, 3):
                conds = ["congruent"] * 8 + ["incongruent"] * 8 + ["neutral"] * 8
                r.shuffle(conds)
                for trial, cond in enumerate(conds, 1):
                    mu = base + (interference if cond == "incongruent" else 12 if cond == "neutral" else 0)
                    mu += caffeine if session == "caffeine" else 0
                    mu -= 12 * (block - 1)
                    # ex-Gaussian: the long right tail of real reaction times
                    rt = r.gauss(mu - 60, 40) + r.expovariate(1 / 60)
                    p_err = (0.10 if cond == "incongruent" else 0.03) + (0.02 if older else 0)
                    correct = 0 if r.random() < p_err else 1
                    if correct == 0:
                        rt -= 30  # fast errors
                    rt_cell = "" if rt > 1500 else round(max(180, rt))
                    if rt_cell == "":
                        correct = 0
                    rows.append([f"s{s:02d}", "older" if older else "younger", session, block, trial, cond,
                                 correct, rt_cell])
    header = ["subject", "age_group", "session", "block", "trial", "congruency", "correct", "rt_ms"]
    save("flanker_rt_long.csv", header, rows)


if __name__ == "__main__":
    field_quadrats()
    renal_clinic_labs()
    tensile_specimens()
    flanker_rt_long()
