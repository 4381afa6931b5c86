"""Schemathesis hooks for `npm run fuzz` (scripts/fuzz.ts writes the fixtures file it names).

Random bytes never get past the type sniffing of POST /files or the data parser of
POST /charts/generations, and random uuids name no file or job. These hooks offer, beside
each generated value, one that carries a real PNG, real CSV data or the id of a real upload
or chart job, so that fuzzed requests also reach the engines. Credentials rotate over
several keys of several accounts: the per-key and per-account minute limits would otherwise
answer 429 to every create after the first seconds of each minute.
"""

import atexit
import collections
import json
import os
import re
import threading

import schemathesis
from hypothesis import strategies as st

FIXTURES = json.load(open(os.environ["FUZZ_FIXTURES"], encoding="utf-8"))
with open(FIXTURES["png"], "rb") as f:
    PNG = f.read()
with open(FIXTURES["csv"], "rb") as f:
    CSV = f.read()
ACCOUNTS = FIXTURES["accounts"]
BY_KEY = {f"Bearer {a['key']}": a for a in ACCOUNTS}

# Stand-ins put into generated cases; before_call swaps them for the ids of the account whose
# key the case is sent with (an upload or a job is only visible to its owner).
IMAGE = "00000000-0000-4000-8000-00000000f11e"
CHART_JOB = "00000000-0000-4000-8000-0000000c4a27"
STAND_INS = {IMAGE: "image", CHART_JOB: "chart_job"}

# A create may hold its answer for `Prefer: wait=N` seconds; a few are enough to reach the
# final (200) answer of quick jobs, and the run's time budget goes to more requests.
MAX_WAIT = 5


@schemathesis.auth(refresh_interval=5)
class KeyPool:
    """Hands out the next account's key every few seconds (the cached answer lasts that long)."""

    def __init__(self):
        self.turn = 0

    def get(self, case, context):
        account = ACCOUNTS[self.turn % len(ACCOUNTS)]
        self.turn += 1
        return account["key"]

    def set(self, case, data, context):
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {data}"}


def _or_real(value, *reals):
    return st.sampled_from([value, *reals])


@schemathesis.hook("flatmap_body").apply_to(method="POST", path="/files")
def real_png(context, body):
    if not isinstance(body, dict):
        return st.just(body)
    return _or_real(body, {**body, "file": PNG}, {"file": PNG})


@schemathesis.hook("flatmap_body").apply_to(method="POST", path="/charts/generations")
def real_csv(context, body):
    if not isinstance(body, dict):
        return st.just(body)
    plain = {"data": CSV, "request": "bar chart of value by group"}
    typed = {**plain, "chart_types": "bar", "journal_style": "nature", "figure_width": "single"}
    return _or_real(body, {**body, "data": CSV}, plain, typed)


@schemathesis.hook("flatmap_body").apply_to(method="POST", path="/images/conversions")
def real_source(context, body):
    if not isinstance(body, dict):
        return st.just(body)
    return _or_real(body, {**body, "image": IMAGE}, {"image": IMAGE, "format": "pdf"})


@schemathesis.hook("flatmap_body").apply_to(method="POST", path="/images/upscales")
def real_upscale_source(context, body):
    if not isinstance(body, dict):
        return st.just(body)
    return _or_real(body, {**body, "image": IMAGE}, {"image": IMAGE, "scale": "2k"})


@schemathesis.hook("flatmap_body").apply_to(method="POST", path="/images/generations")
def real_references(context, body):
    if not isinstance(body, dict) or "reference_file_ids" not in body:
        return st.just(body)
    return _or_real(body, {**body, "reference_file_ids": [IMAGE]})


@schemathesis.hook("flatmap_body").apply_to(method="POST", path="/charts/edits")
def real_parent(context, body):
    if not isinstance(body, dict):
        return st.just(body)
    return _or_real(body, {**body, "job": CHART_JOB})


@schemathesis.hook("flatmap_path_parameters").apply_to(method="GET", path="/files/{file_id}")
def real_file(context, path_parameters):
    return _or_real(path_parameters, {**path_parameters, "file_id": IMAGE})


@schemathesis.hook("flatmap_path_parameters").apply_to(method="GET", path="/jobs/{id}")
def real_job(context, path_parameters):
    return _or_real(path_parameters, {**path_parameters, "id": CHART_JOB})


def _resolve(value, account):
    if isinstance(value, str) and value in STAND_INS:
        return account[STAND_INS[value]]
    if isinstance(value, dict):
        return {k: _resolve(v, account) for k, v in value.items()}
    if isinstance(value, list):
        return [_resolve(v, account) for v in value]
    return value


@schemathesis.hook
def before_call(context, case, kwargs):
    headers = case.headers or {}
    account = BY_KEY.get(headers.get("Authorization", ""), ACCOUNTS[0])
    if isinstance(case.path_parameters, dict):
        case.path_parameters = _resolve(case.path_parameters, account)
    if isinstance(case.body, (dict, list)):
        case.body = _resolve(case.body, account)
    prefer = headers.get("Prefer")
    match = re.fullmatch(r"wait=(\d+)", prefer) if isinstance(prefer, str) else None
    if match and int(match.group(1)) > MAX_WAIT:
        case.headers = {**headers, "Prefer": f"wait={MAX_WAIT}"}


# What the server answered, per operation and status, and how admitted jobs ended: printed at
# the end of the run, to show how much of the traffic got past the limits into the engines.
_ANSWERS = collections.Counter()
_LOCK = threading.Lock()


@schemathesis.hook
def after_call(context, case, response):
    label = f"{case.method.upper()} {case.operation.path}"
    outcome = str(response.status_code)
    if case.method.upper() == "POST" and response.status_code == 200:
        try:
            outcome += f" {json.loads(response.content).get('status', '')}"
        except (ValueError, AttributeError):
            pass
    with _LOCK:
        _ANSWERS[(label, outcome)] += 1


@atexit.register
def _print_answers():
    by_operation = collections.defaultdict(list)
    for (label, outcome), count in sorted(_ANSWERS.items()):
        by_operation[label].append(f"{outcome} x{count}")
    print("\nAnswers by operation (status, and the job status of a final 200):")
    for label, outcomes in sorted(by_operation.items()):
        print(f"  {label}: {', '.join(outcomes)}")
