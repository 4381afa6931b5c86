#!/usr/bin/env python3
"""Re-create corpus C's data files (seeded; same files on every run).

Synthetic lab / clinical tables are simulated with numpy; the statsmodels
tables come from the data sets shipped inside the statsmodels package (no
download). Requires numpy, pandas, statsmodels.

    python3 make_lab_tables.py            # writes next to this script
"""
import os
import numpy as np
import pandas as pd
import statsmodels.api as sm

OUT = os.path.dirname(os.path.abspath(__file__))
SEED = 20240517


def rng_for(name):
    # one independent stream per file, so editing one table never shifts another
    return np.random.default_rng([SEED, sum(ord(c) for c in name)])


def save(df, name):
    path = os.path.join(OUT, name)
    df.to_csv(path, index=False)
    print(f"{name:28s} {len(df):5d} rows  {os.path.getsize(path)/1024:6.1f} KB")


# ---------------------------------------------------------------- qPCR
def qpcr():
    r = rng_for("qpcr")
    genes = {"IL6": 27.0, "TNF": 26.0, "IL1B": 25.5, "CXCL8": 24.0, "SOCS3": 25.0}
    # log2 induction by treatment and time
    effect = {
        "Vehicle": {2: 0, 6: 0, 24: 0},
        "LPS": {2: 4.0, 6: 6.0, 24: 3.0},
        "LPS + Dex": {2: 2.0, 6: 2.5, 24: 1.0},
        "Dex": {2: -0.3, 6: -0.6, 24: -0.4},
    }
    gene_scale = {"IL6": 1.2, "TNF": 0.9, "IL1B": 1.0, "CXCL8": 0.8, "SOCS3": 0.5}
    rows = []
    for g, base in genes.items():
        for t in (2, 6, 24):
            for trt, eff in effect.items():
                for rep in (1, 2, 3):
                    gapdh = 18.0 + r.normal(0, 0.25)
                    ct = base - eff[t] * gene_scale[g] + (gapdh - 18.0) + r.normal(0, 0.3)
                    rows.append({"Sample ID": f"{trt.replace(' + ', '+').replace(' ', '')}_{t}h_R{rep}",
                                 "Gene": g, "Treatment": trt, "Time (h)": t, "Bio Rep": rep,
                                 "Ct Target": round(ct, 2), "Ct GAPDH": round(gapdh, 2)})
    df = pd.DataFrame(rows)
    df["dCt"] = (df["Ct Target"] - df["Ct GAPDH"]).round(2)
    ref = df[df["Treatment"] == "Vehicle"].groupby(["Gene", "Time (h)"])["dCt"].mean()
    df["ddCt"] = (df["dCt"] - df.set_index(["Gene", "Time (h)"]).index.map(ref)).round(2)
    df["Fold Change"] = (2.0 ** (-df["ddCt"])).round(3)
    save(df, "lab_qpcr.csv")


# ---------------------------------------------------------------- ELISA
def four_pl(x, a, b, c, d):
    return d + (a - d) / (1.0 + (x / c) ** b)


def elisa():
    r = rng_for("elisa")
    rows = []
    params = {1: (0.06, 1.15, 180.0, 2.9), 2: (0.07, 1.1, 195.0, 2.75)}
    stds = [1000, 500, 250, 125, 62.5, 31.25, 15.63, 7.81, 0]
    letters = "ABCDEFGH"
    for plate in (1, 2):
        a, b, c, d = params[plate]
        for i, conc in enumerate(stds):
            od = four_pl(max(conc, 1e-9), a, b, c, d)
            reps = np.clip(od * (1 + r.normal(0, 0.04, 3)) + r.normal(0, 0.008, 3), 0.02, None)
            rows.append({"Plate": plate, "Well": f"{letters[i % 8]}{1 + i // 8}", "Type": "Blank" if conc == 0 else "Standard",
                         "Sample": "Blank" if conc == 0 else f"Std{i + 1}", "Group": "",
                         "Conc (pg/mL)": conc, "OD450 Rep1": reps[0], "OD450 Rep2": reps[1], "OD450 Rep3": reps[2]})
        for j in range(30):
            grp = ["Healthy", "Sepsis D0", "Sepsis D3"][j % 3]
            true = {"Healthy": 25, "Sepsis D0": 320, "Sepsis D3": 140}[grp] * np.exp(r.normal(0, 0.45))
            od = four_pl(true, a, b, c, d)
            reps = np.clip(od * (1 + r.normal(0, 0.05, 3)), 0.02, None)
            well_i = 9 + j
            rows.append({"Plate": plate, "Well": f"{letters[well_i % 8]}{1 + well_i // 8}", "Type": "Unknown",
                         "Sample": f"P{plate}-S{j + 1:02d}", "Group": grp, "Conc (pg/mL)": np.nan,
                         "OD450 Rep1": reps[0], "OD450 Rep2": reps[1], "OD450 Rep3": reps[2]})
    df = pd.DataFrame(rows)
    for k in ("OD450 Rep1", "OD450 Rep2", "OD450 Rep3"):
        df[k] = df[k].round(3)
    df["Mean OD450"] = df[["OD450 Rep1", "OD450 Rep2", "OD450 Rep3"]].mean(axis=1).round(3)
    save(df, "lab_elisa_standards.csv")


# ---------------------------------------------------------------- dose response
def dose():
    r = rng_for("dose")
    concs = [0.1, 0.3, 1, 3, 10, 30, 100, 300, 1000, 3000, 10000]
    ec50 = {("Drug A", "HeLa"): 45, ("Drug A", "A549"): 160, ("Drug B", "HeLa"): 900,
            ("Drug B", "A549"): 2400, ("Drug C", "HeLa"): 8, ("Drug C", "A549"): 15}
    hill = {"Drug A": 1.1, "Drug B": 0.8, "Drug C": 1.6}
    bottom = {"Drug A": 8, "Drug B": 30, "Drug C": 3}
    rows = []
    for (drug, line), e in ec50.items():
        for c in concs:
            for rep in (1, 2, 3):
                v = bottom[drug] + (100 - bottom[drug]) / (1 + (c / e) ** hill[drug])
                rows.append({"Drug": drug, "Cell Line": line, "Conc (nM)": c, "Replicate": rep,
                             "% Viability": round(v + r.normal(0, 4), 1)})
    save(pd.DataFrame(rows), "lab_dose_response.csv")


# ---------------------------------------------------------------- growth curves
def growth():
    r = rng_for("growth")
    times = np.arange(0, 24.01, 0.5)
    par = {  # (K, mu, lag) per strain, medium
        ("WT", "LB"): (1.9, 0.95, 1.5), ("WT", "M9 glucose"): (1.1, 0.55, 3.0),
        ("ΔompF", "LB"): (1.8, 0.85, 1.8), ("ΔompF", "M9 glucose"): (1.0, 0.45, 3.5),
        ("ΔompC", "LB"): (1.85, 0.9, 1.6), ("ΔompC", "M9 glucose"): (0.95, 0.5, 3.2),
        ("ΔompF ΔompC", "LB"): (1.4, 0.6, 3.0), ("ΔompF ΔompC", "M9 glucose"): (0.6, 0.3, 5.0),
    }
    rows = []
    for (strain, med), (K, mu, lag) in par.items():
        for rep in (1, 2, 3):
            k = K * (1 + r.normal(0, 0.03))
            for t in times:
                od0 = 0.01
                # Zwietering-style modified Gompertz in ln(OD/OD0)
                A = np.log(k / od0)
                y = A * np.exp(-np.exp(mu * np.e / A * (lag - t) + 1))
                od = od0 * np.exp(y) + r.normal(0, 0.006)
                rows.append({"Strain": strain, "Medium": med, "Replicate": rep,
                             "Time (h)": float(t), "OD600": round(max(od, 0.002), 3)})
    save(pd.DataFrame(rows), "lab_growth_od600.csv")


# ---------------------------------------------------------------- enzyme kinetics
def enzyme():
    r = rng_for("enzyme")
    S = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 12, 20]
    par = {"WT": (42.0, 0.8), "H57A": (18.0, 2.6)}
    rows = []
    for enz, (vmax, km) in par.items():
        for inh in ("no", "yes"):
            km_app = km * (3.0 if inh == "yes" else 1.0)   # competitive inhibitor
            for s in S:
                for rep in (1, 2, 3):
                    v = vmax * s / (km_app + s)
                    rows.append({"Enzyme": enz, "Inhibitor": inh, "Substrate (mM)": s, "Rep": rep,
                                 "Velocity (umol/min/mg)": round(max(v * (1 + r.normal(0, 0.05)), 0), 2)})
    save(pd.DataFrame(rows), "lab_enzyme_kinetics.csv")


# ---------------------------------------------------------------- trial visits
def trial_visits():
    r = rng_for("trial_visits")
    sites = ["Boston", "Leeds", "Lyon", "Toronto"]
    arms = ["Placebo", "Low dose", "High dose"]
    drop = {"Placebo": -2.0, "Low dose": -7.0, "High dose": -12.0}
    wdrop = {"Placebo": -0.3, "Low dose": -1.5, "High dose": -3.2}
    rows = []
    for i in range(150):
        pid = f"PT-{i + 1:03d}"
        arm = arms[i % 3]
        site = sites[r.integers(0, 4)]
        sex = "F" if r.random() < 0.48 else "M"
        age = int(r.integers(38, 76))
        sbp0 = r.normal(152, 11)
        w0 = r.normal(78 if sex == "F" else 90, 12)
        last = 24 if r.random() > 0.12 else int(r.choice([4, 8, 12]))
        for wk in (0, 4, 8, 12, 24):
            if wk > last:
                break
            frac = min(wk / 12.0, 1.0)
            sbp = sbp0 + drop[arm] * frac + r.normal(0, 6)
            wt = w0 + wdrop[arm] * wk / 24.0 + r.normal(0, 0.8)
            rows.append({"patient_id": pid, "arm": arm, "site": site, "sex": sex, "age": age,
                         "visit_week": wk, "SBP_mmHg": int(round(sbp)), "DBP_mmHg": int(round(sbp * 0.6 + r.normal(0, 5))),
                         "weight_kg": round(wt, 1)})
    save(pd.DataFrame(rows), "lab_trial_visits.csv")


# ---------------------------------------------------------------- survival
def survival():
    r = rng_for("survival")
    rows = []
    stages = ["I", "II", "III", "IV"]
    for i in range(320):
        arm = "Experimental" if i % 2 else "Standard"
        stage = stages[r.choice(4, p=[0.15, 0.3, 0.35, 0.2])]
        age = int(np.clip(r.normal(63, 10), 30, 89))
        sex = "F" if r.random() < 0.45 else "M"
        ecog = int(r.choice([0, 1, 2], p=[0.45, 0.4, 0.15]))
        hr = (0.68 if arm == "Experimental" else 1.0) * {"I": 0.35, "II": 0.6, "III": 1.0, "IV": 2.2}[stage] \
            * np.exp(0.02 * (age - 63)) * (1 + 0.35 * ecog)
        os_t = r.exponential(30.0 / hr)
        pfs_t = min(os_t, r.exponential(14.0 / hr))
        cens = r.uniform(12, 60)
        died = int(os_t <= cens)
        prog = bool(pfs_t <= cens)
        rows.append({"id": i + 1, "arm": arm, "age": age, "sex": sex, "stage": stage, "ECOG": ecog,
                     "os_months": round(min(os_t, cens), 1), "died": died,
                     "pfs_months": round(min(pfs_t, cens), 1), "progressed": prog})
    save(pd.DataFrame(rows), "lab_survival_trial.csv")


# ---------------------------------------------------------------- DESeq2 results
def de_results():
    r = rng_for("de")
    fams = ["ZNF", "SLC", "KRT", "TMEM", "FAM", "RPL", "RPS", "CCL", "CXCL", "IL", "MMP", "ADAM",
            "KLF", "SOX", "FOXO", "HOXA", "CDH", "COL", "ATP", "NDUF", "LINC", "SNOR", "TRIM", "USP"]
    names = set()
    while len(names) < 2000:
        f = fams[r.integers(0, len(fams))]
        n = int(r.integers(1, 900 if f in ("ZNF", "LINC", "SLC", "TMEM", "FAM") else 60))
        names.add(f"{f}{n}" if f != "SLC" else f"SLC{n % 50 + 1}A{n % 13 + 1}")
    names = sorted(names)
    r.shuffle(names)
    n = len(names)
    base = np.exp(r.normal(5.5, 2.0, n))
    de = r.random(n) < 0.12
    lfc = np.where(de, r.normal(0, 2.2, n), r.normal(0, 0.25, n))
    se = 0.12 + 2.0 / np.sqrt(base + 1)
    stat = lfc / se
    from scipy.stats import norm  # statsmodels depends on scipy
    p = 2 * norm.sf(np.abs(stat))
    order = np.argsort(p)
    ranks = np.empty(n)
    ranks[order] = np.arange(1, n + 1)
    padj = np.minimum.accumulate((p[order] * n / np.arange(1, n + 1))[::-1])[::-1]
    padj_full = np.empty(n)
    padj_full[order] = np.minimum(padj, 1)
    padj_full[base < 8] = np.nan  # independent filtering, as DESeq2 reports NA
    df = pd.DataFrame({"gene": names, "baseMean": np.round(base, 2), "log2FoldChange": np.round(lfc, 4),
                       "lfcSE": np.round(se, 4), "pvalue": [float(f"{x:.3g}") for x in p],
                       "padj": [float(f"{x:.3g}") if not np.isnan(x) else np.nan for x in padj_full]})
    save(df, "lab_de_results.csv")


# ---------------------------------------------------------------- GWAS
def gwas():
    r = rng_for("gwas")
    chr_len = [249, 242, 198, 190, 181, 171, 159, 145, 138, 134, 135, 133, 114, 107, 102, 90, 83, 80, 59, 64, 47, 51]
    w = np.array(chr_len) / sum(chr_len)
    n = 3000
    chrs = np.sort(r.choice(np.arange(1, 23), size=n, p=w))
    bp = np.array([int(r.integers(1e5, chr_len[c - 1] * 1e6)) for c in chrs])
    p = r.uniform(0, 1, n)
    beta = r.normal(0, 0.02, n)
    # three association peaks
    for c, centre, top in ((2, 60_000_000, 1e-12), (6, 32_000_000, 1e-18), (16, 53_800_000, 1e-9)):
        k = 25
        pos = centre + r.integers(-400_000, 400_000, k)
        extra_p = 10 ** (np.log10(top) * np.exp(-np.abs(pos - centre) / 150_000)) * r.uniform(0.5, 2, k)
        chrs = np.concatenate([chrs, np.full(k, c)])
        bp = np.concatenate([bp, pos])
        p = np.concatenate([p, np.minimum(extra_p, 1)])
        beta = np.concatenate([beta, r.normal(0.12, 0.03, k)])
    df = pd.DataFrame({"CHR": chrs, "BP": bp, "P": p, "BETA": beta})
    df = df.sort_values(["CHR", "BP"]).reset_index(drop=True)
    df.insert(0, "SNP", [f"rs{x}" for x in r.choice(np.arange(1_000_000, 99_999_999), len(df), replace=False)])
    df["A1"] = r.choice(list("ACGT"), len(df))
    df["BETA"] = df["BETA"].round(4)
    df["P"] = [float(f"{x:.3g}") for x in df["P"]]
    df = df[["SNP", "CHR", "BP", "A1", "BETA", "P"]]
    save(df, "lab_gwas.csv")


# ---------------------------------------------------------------- microscopy
def microscopy():
    r = rng_for("microscopy")
    cond = {"Control": (310, 0.82, 1500), "siRNA-1": (420, 0.71, 1250), "siRNA-2": (395, 0.74, 1320),
            "Nocodazole": (520, 0.90, 2100)}
    rows = []
    cid = 0
    for c, (area, circ, inten) in cond.items():
        for rep in ("N1", "N2", "N3"):
            shift = r.normal(0, 0.05)
            for f in range(1, 6):
                for _ in range(int(r.integers(8, 14))):
                    cid += 1
                    a = area * np.exp(r.normal(shift, 0.25))
                    ci = float(np.clip(r.beta(circ * 30, (1 - circ) * 30), 0.2, 1.0))
                    rows.append({"Cell ID": f"c{cid:04d}", "Condition": c, "Bio Rep": rep, "Field": f,
                                 "Area (µm²)": round(a, 1), "Circularity": round(ci, 3),
                                 "Nucleus Intensity (a.u.)": int(inten * np.exp(r.normal(shift, 0.2)))})
    save(pd.DataFrame(rows), "lab_microscopy.csv")


# ---------------------------------------------------------------- method comparison
def method_comparison():
    r = rng_for("method")
    rows = []
    for i in range(120):
        true = float(np.exp(r.normal(np.log(7.5), 0.45)))
        a = true * (1 + r.normal(0, 0.03))
        b = 0.25 + true * 1.04 * (1 + r.normal(0, 0.04))
        rows.append({"Sample": f"G{i + 1:03d}", "Sample type": "capillary" if i % 3 else "venous",
                     "Operator": ["AK", "MB", "JS"][int(r.integers(0, 3))],
                     "Device A glucose (mmol/L)": round(a, 1), "Device B glucose (mmol/L)": round(b, 1)})
    save(pd.DataFrame(rows), "lab_method_comparison.csv")


# ---------------------------------------------------------------- classifier
def classifier():
    r = rng_for("classifier")
    n = 300
    y = (r.random(n) < 0.35).astype(int)
    sep = {"Logistic regression": 1.4, "Random forest": 1.9, "XGBoost": 2.1, "Clinical score": 0.9}
    rows = []
    for m, s in sep.items():
        z = r.normal(0, 1, n) + s * y - s * 0.35
        prob = 1 / (1 + np.exp(-(z - 0.6)))
        for i in range(n):
            rows.append({"patient": f"P{i + 1:04d}", "cohort": "validation" if i >= 200 else "development",
                         "model": m, "predicted_prob": round(float(prob[i]), 4), "true_label": int(y[i])})
    save(pd.DataFrame(rows), "lab_classifier.csv")


# ---------------------------------------------------------------- statsmodels data sets
def sm_sets():
    d = sm.datasets.longley.load_pandas().data
    d["YEAR"] = d["YEAR"].astype(int)
    for c in ("TOTEMP", "GNP", "UNEMP", "ARMED", "POP"):
        d[c] = d[c].astype(int)
    save(d, "longley.csv")

    d = sm.datasets.sunspots.load_pandas().data
    d["YEAR"] = d["YEAR"].astype(int)
    save(d, "sunspots.csv")

    d = sm.datasets.co2.load_pandas().data
    d = d.reset_index().rename(columns={"index": "date"})
    d["date"] = pd.to_datetime(d["date"]).dt.strftime("%Y-%m-%d")
    save(d.head(800), "co2_weekly.csv")

    d = sm.datasets.fair.load_pandas().data
    for c in ("rate_marriage", "age", "religious", "educ", "occupation", "occupation_husb"):
        d[c] = d[c].astype(int)
    d["affairs"] = d["affairs"].round(4)
    save(d.head(600), "fair.csv")

    d = sm.datasets.grunfeld.load_pandas().data
    d["year"] = d["year"].astype(int)
    save(d, "grunfeld.csv")

    save(sm.datasets.stackloss.load_pandas().data.astype(int), "stackloss.csv")


if __name__ == "__main__":
    qpcr(); elisa(); dose(); growth(); enzyme(); trial_visits(); survival()
    de_results(); gwas(); microscopy(); method_comparison(); classifier(); sm_sets()
