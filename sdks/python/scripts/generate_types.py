"""Writes src/mailwright/_types.py: TypedDicts for the API's schemas, from the OpenAPI document.

Run from sdks/python: python scripts/generate_types.py [--check]
With --check it writes nothing and exits 1 when the file is out of date.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
SPEC = HERE.parent.parent.parent / "openapi" / "openapi.yaml"
OUT = HERE.parent / "src" / "mailwright" / "_types.py"

# The schemas a client sends or receives; everything they reference comes along.
ROOTS = [
    "GenerateRequest",
    "GenerateResponse",
    "ImproveRequest",
    "ImproveResponse",
    "TemplateList",
    "UsageReport",
    "ErrorResponse",
]
SCALARS = {"string": "str", "integer": "int", "number": "float", "boolean": "bool"}


def camel(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[_\W]+", name) if part)


class Generator:
    def __init__(self, spec: dict[str, Any]) -> None:
        self.schemas: dict[str, Any] = spec["components"]["schemas"]
        self.emitted: dict[str, str] = {}

    def ref(self, name: str) -> str:
        if name not in self.emitted:
            self.emitted[name] = ""  # reserve: a cycle would reference it by name
            self.emitted[name] = self.define(name, self.schemas[name])
            # Re-insert so that the definition follows what it depends on.
            self.emitted[name] = self.emitted.pop(name)
        return name

    def type_of(self, schema: dict[str, Any], name: str) -> str:
        if "$ref" in schema:
            return self.ref(schema["$ref"].split("/")[-1])
        if "enum" in schema:
            return "Literal[" + ", ".join(repr(v) for v in schema["enum"]) + "]"
        kind = schema.get("type")
        if kind == "array":
            return f"List[{self.type_of(schema['items'], name + 'Item')}]"
        if kind == "object" or "properties" in schema:
            if "properties" not in schema:
                extra = schema.get("additionalProperties")
                value = self.type_of(extra, name + "Value") if isinstance(extra, dict) else "Any"
                return f"Dict[str, {value}]"
            if name not in self.emitted:
                self.emitted[name] = ""
                self.emitted[name] = self.define(name, schema)
                self.emitted[name] = self.emitted.pop(name)
            return name
        return SCALARS.get(kind or "", "Any")

    def define(self, name: str, schema: dict[str, Any]) -> str:
        if schema.get("type") != "object" and "properties" not in schema:
            return f"{name} = {self.type_of(schema, name)}\n"
        required = set(schema.get("required", []))
        fields = []
        for prop, sub in schema["properties"].items():
            t = self.type_of(sub, name + camel(prop))
            fields.append(f"        {prop!r}: {t if prop in required else f'NotRequired[{t}]'},")
        doc = (schema.get("description") or "").strip().split("\n\n")[0].replace("\n", " ")
        comment = f"# {doc}\n" if doc else ""
        body = "\n".join(fields)
        return f'{comment}{name} = TypedDict(\n    "{name}",\n    {{\n{body}\n    }},\n)\n'


def render() -> str:
    spec = yaml.safe_load(SPEC.read_text(encoding="utf-8"))
    gen = Generator(spec)
    for root in ROOTS:
        gen.ref(root)
    # generate() takes the request without `stream`; stream() sets it.
    request = gen.schemas["GenerateRequest"]
    params = {k: v for k, v in request["properties"].items() if k != "stream"}
    gen.type_of({**request, "properties": params, "description": ""}, "GenerateParams")
    one = spec["paths"]["/v1/templates/{id}"]["get"]["responses"]["200"]
    gen.type_of(one["content"]["application/json"]["schema"], "TemplateResponse")
    parts = [
        '"""Types of the API\'s requests and responses.',
        "",
        "Generated from openapi/openapi.yaml by scripts/generate_types.py: do not edit.",
        '"""',
        "",
        "from typing import Any, Dict, List",
        "",
        "from typing_extensions import Literal, NotRequired, TypedDict",
        "",
    ]
    for definition in gen.emitted.values():
        parts.append("")
        parts.append(definition)
    names = ", ".join(f'"{n}"' for n in gen.emitted)
    parts.append(f"__all__ = [{names}]\n")
    return "\n".join(parts)


def main() -> int:
    text = render()
    if "--check" in sys.argv:
        if OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT} is out of date: run python scripts/generate_types.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
