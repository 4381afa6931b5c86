#!/usr/bin/env python3
"""Re-create batch J's simulated tables (seeded; same bytes on every run).

Standard library only (random, math, csv, datetime), so it runs on any Python 3.8+.

    python3 make_batch_j_tables.py        # writes next to this script
"""
import csv
import datetime
import math
import os
import random

OUT = os.path.dirname(os.path.abspath(__file__))
SEED = 20261128


def rng_for(name):
    # one independent stream per file, so editing one table never shifts another
    return random.Random(f"{SEED}-J-{name}")


def save(name, header, rows):
    path = os.path.join(OUT, name)
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows(rows)
    print(f"{name:24s} {len(rows):5d} rows  {os.path.getsize(path) / 1024:6.1f} KB")


def clip(x, lo, hi):
    return max(lo, min(hi, x))


# ------------------------------------------------------------ river gauges
def river_gauges():
    r = rng_for("gauges")
    # station: catchment (km2), base flow (m3/s), flashiness, water temperature offset (C)
    stations = {
        "Ashford Weir": (412.0, 3.2, 0.55, 0.0),
        "Millbrook Bridge": (96.0, 0.7, 0.9, 0.8),
        "Carn Gorge": (38.0, 0.35, 1.4, -1.5),
    }
    start = datetime.date(2023, 1, 1)
    days = 365
    # one shared rainfall series (the stations are in neighbouring catchments), jittered per station
    rain = []
    for d in range(days):
        doy = d + 1
        wet = 0.55 + 0.25 * math.cos(2 * math.pi * (doy - 15) / 365)
        rain.append(r.expovariate(1 / 6.0) if r.random() < wet else 0.0)
    rows = []
    for name, (area, base, flash, toff) in stations.items():
        store = base
        for d in range(days):
            date = start + datetime.timedelta(days=d)
            doy = d + 1
            rr = max(0.0, rain[d] * r.uniform(0.6, 1.4) if rain[d] > 0 else 0.0)
            # a linear reservoir: rain tops it up, it drains a fixed share a day
            store = store * (1 - 0.18 * flash) + rr * area * 0.0009 * flash
            season = 1 + 0.5 * math.cos(2 * math.pi * (doy - 20) / 365)
            q = base * season + store
            q *= math.exp(r.gauss(0, 0.04))
            stage = 0.25 + 0.42 * q ** 0.45
            wt = 10.5 + toff - 6.5 * math.cos(2 * math.pi * (doy - 25) / 365) + r.gauss(0, 0.6)
            turb = 3 + 9 * (store / (base + 0.1)) ** 1.1 + abs(r.gauss(0, 1.5))
            flag = "good"
            if r.random() < 0.04:
                flag = "estimated"
            cells = [name, date.isoformat(), f"{stage:.3f}", f"{q:.2f}", f"{rr:.1f}", f"{wt:.1f}",
                     f"{turb:.1f}", flag]
            # a logger fault at Millbrook Bridge: two weeks in August without stage or discharge
            if name == "Millbrook Bridge" and datetime.date(2023, 8, 7) <= date <= datetime.date(2023, 8, 20):
                cells[2] = cells[3] = cells[6] = ""
                cells[7] = "missing"
            rows.append(cells)
    save("river_gauges_2023.csv",
         ["station", "date", "stage_m", "discharge_m3s", "rain_mm", "water_temp_C",
          "turbidity_NTU", "qc_flag"], rows)


# ------------------------------------------------------------ veterinary trial
def canine_oa_trial():
    r = rng_for("canine")
    clinics = ["Edinburgh", "Utrecht", "Ghent"]
    sizes = {"small": (8, 2.5), "medium": (19, 4), "large": (36, 6)}
    arms = ["placebo", "meloxicam", "grapiprant"]
    rows = []
    dog = 0
    for arm in arms:
        for _ in range(30):
            dog += 1
            clinic = r.choice(clinics)
            size = r.choices(list(sizes), weights=[1, 2, 3])[0]
            mu, sd = sizes[size]
            wt = clip(r.gauss(mu, sd), 4, 60)
            age = clip(r.gauss(9 if size == "small" else 8, 2.2), 3, 15)
            sex = r.choice(["male neutered", "female spayed", "male entire", "female entire"])
            lame0 = r.choice([2, 2, 3, 3, 3, 4])
            pvf0 = clip(r.gauss(58, 6), 40, 75)
            cbpi0 = clip(r.gauss(5.8, 1.2), 2, 9.5)
            alt0 = clip(r.lognormvariate(math.log(45), 0.3), 15, 200)
            crea0 = clip(r.gauss(85 + 0.8 * wt, 12), 45, 160)
            effect = {"placebo": 0.15, "meloxicam": 0.8, "grapiprant": 0.65}[arm]
            for day in (0, 14, 28, 42):
                f = min(day, 28) / 28 * effect
                lame = clip(round(lame0 - 1.8 * f + r.gauss(0, 0.5)), 0, 4)
                pvf = pvf0 + 9 * f + r.gauss(0, 2.5)
                cbpi = clip(cbpi0 - 3.2 * f + r.gauss(0, 0.7), 0, 10)
                alt = alt0 * (1 + (0.35 if arm == "meloxicam" and day > 0 else 0) * r.uniform(0.3, 1.5))
                crea = crea0 + (6 if arm == "meloxicam" and day > 0 else 0) + r.gauss(0, 5)
                vomit = 1 if r.random() < {"placebo": 0.03, "meloxicam": 0.09, "grapiprant": 0.12}[arm] and day > 0 else 0
                if day > 0 and r.random() < 0.05:
                    continue  # missed recheck
                rows.append([f"D{dog:03d}", clinic, arm, size, sex, f"{age:.1f}", f"{wt:.1f}", day,
                             lame, f"{pvf:.1f}", f"{cbpi:.1f}", f"{alt:.0f}", f"{crea:.0f}", vomit])
    save("canine_oa_trial.csv",
         ["dog_id", "clinic", "treatment", "size_class", "sex", "Age (years)", "Body weight (kg)",
          "Study day", "Lameness score (0-4)", "Peak vertical force (%BW)", "CBPI pain severity (0-10)",
          "ALT (U/L)", "Creatinine (µmol/L)", "Vomiting (0/1)"], rows)


# ------------------------------------------------------------ staff survey, long format
def lab_climate_survey():
    r = rng_for("survey")
    levels = ["Strongly disagree", "Disagree", "Neutral", "Agree", "Strongly agree"]
    items = {
        # item: mean latent agreement per career stage (shifts below)
        "workload_manageable": 0.0,
        "supervisor_support": 0.6,
        "job_security": -0.6,
        "work_life_balance": -0.2,
        "would_recommend_career": 0.1,
        "data_sharing_encouraged": 0.5,
    }
    stage_shift = {"PhD student": 0.1, "Postdoc": -0.5, "Group leader": 0.5, "Technician": 0.2}
    stage_item = {("Postdoc", "job_security"): -0.8, ("Group leader", "job_security"): 1.2,
                  ("PhD student", "workload_manageable"): -0.4, ("Group leader", "work_life_balance"): -0.6}
    faculties = {"Life Sciences": 0.0, "Chemistry": -0.1, "Physics": 0.1, "Medicine": -0.3}
    rows = []
    for i in range(1, 181):
        stage = r.choices(list(stage_shift), weights=[4, 3, 2, 1])[0]
        fac = r.choice(list(faculties))
        gender = r.choices(["woman", "man", "non-binary", "prefer not to say"], weights=[47, 47, 3, 3])[0]
        years = {"PhD student": r.randint(1, 5), "Postdoc": r.randint(4, 14),
                 "Group leader": r.randint(10, 35), "Technician": r.randint(1, 30)}[stage]
        wave = r.choice([2022, 2024])
        person = r.gauss(0, 0.6)
        for item, m in items.items():
            if r.random() < 0.03:
                continue  # skipped question
            z = m + stage_shift[stage] + stage_item.get((stage, item), 0) + faculties[fac] + person
            z += (0.25 if wave == 2024 and item == "data_sharing_encouraged" else 0) + r.gauss(0, 0.8)
            k = 0 if z < -1.3 else 1 if z < -0.4 else 2 if z < 0.3 else 3 if z < 1.2 else 4
            rows.append([f"R{i:03d}", wave, fac, stage, gender, years, item, levels[k], k + 1])
    save("lab_climate_survey_long.csv",
         ["respondent", "wave", "faculty", "career_stage", "gender", "years_in_research", "item",
          "response", "score"], rows)


if __name__ == "__main__":
    river_gauges()
    canine_oa_trial()
    lab_climate_survey()
