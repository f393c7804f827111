"""Records: the frozen dataclasses of the rules, made quickly, and copied quickly.

``record`` makes a frozen dataclass with slots, as ``dataclass(frozen=True, slots=True)``
would, for a tenth of the cost: Python 3.11's ``dataclass`` compiles six functions for
each class (``__init__``, ``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__``,
``__delattr__``), which for the combined game's 150 classes was a third of the CPU time
before its first prompt.  Here the comparisons, the hash and the repr are shared functions
over the fields, the frozen ``__setattr__`` and ``__delattr__`` are the same two functions
for every record, and ``__init__`` is compiled when the class is first instantiated.

``dataclasses.replace`` rebuilds a record through ``__init__`` with keyword arguments;
the states of the larger games have twenty fields and are replaced several times per
action, which made it a quarter of an engine's time.  ``replace`` here makes, once per
class, a function that writes every slot of a new instance directly (or copies the
instance dictionary), about twice as fast.  It serves records without
``__post_init__`` and without ``init=False`` fields, and refuses any other.
"""

from __future__ import annotations

import dataclasses
import operator
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast, overload

if TYPE_CHECKING:  # the stub knows it for Python 3.10 too
    from typing_extensions import dataclass_transform as dataclass_transform
else:
    try:
        from typing import dataclass_transform
    except ImportError:  # Python 3.10: the marker only matters to type checkers
        def dataclass_transform(**_: Any) -> Any:
            """Return a decorator that leaves the function as it is."""
            return lambda function: function

R = TypeVar("R")
K = TypeVar("K", bound=type)

_set_attribute = object.__setattr__


def _frozen_setattr(self: object, name: str, value: object) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self: object, name: str) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


def _values_reader(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """Return a function giving a record's values of ``names`` as a tuple (the tuple
    ``dataclass`` compares and hashes, so hashes and orders are the same)."""
    if len(names) > 1:
        return operator.attrgetter(*names)
    if names:
        read = operator.attrgetter(names[0])
        return lambda record: (read(record),)
    return lambda record: ()


def _init_source(cls: type, fields: tuple[dataclasses.Field[Any], ...],
                 scope: dict[str, Any]) -> str:
    """Return the source of ``cls.__init__``, as ``dataclass`` writes it, putting the
    defaults and factories it names into ``scope``."""
    positional: list[str] = []
    keywords: list[str] = []
    body: list[str] = []
    for field in fields:
        name = field.name
        has_default = field.default is not dataclasses.MISSING
        has_factory = field.default_factory is not dataclasses.MISSING
        if has_default:
            scope[f"__default_{name}"] = field.default
        if has_factory:
            scope[f"__factory_{name}"] = field.default_factory
        if not field.init:
            if has_default or has_factory:
                value = f"__default_{name}" if has_default else f"__factory_{name}()"
                body.append(f"    __set(self, {name!r}, {value})")
            continue
        parameter = name
        value = name
        if has_default:
            parameter = f"{name}=__default_{name}"
        elif has_factory:
            parameter = f"{name}=__no_value"
            value = f"__factory_{name}() if {name} is __no_value else {name}"
        (keywords if field.kw_only is True else positional).append(parameter)
        body.append(f"    __set(self, {name!r}, {value})")
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    parameters = ", ".join(["self", *positional, *(["*", *keywords] if keywords else [])])
    return f"def __init__({parameters}):\n" + ("\n".join(body) or "    pass") + "\n"


def _check_order(cls: type, fields: tuple[dataclasses.Field[Any], ...]) -> None:
    """Raise TypeError, as ``dataclass`` does, for a positional field without a default
    after one with a default."""
    defaulted = False
    for field in fields:
        if not field.init or field.kw_only is True:
            continue
        has_default = field.default is not dataclasses.MISSING \
            or field.default_factory is not dataclasses.MISSING
        if defaulted and not has_default:
            raise TypeError(f"{cls.__name__}: non-default argument {field.name!r} "
                            "follows default argument")
        defaulted = defaulted or has_default


def _compiled_init(cls: type) -> Callable[..., None]:
    """Compile and return ``cls.__init__``."""
    fields = dataclasses.fields(cls)
    scope: dict[str, Any] = {"__set": _set_attribute, "__no_value": dataclasses.MISSING}
    exec(_init_source(cls, fields, scope), scope)  # noqa: S102 - our own source text
    init: Callable[..., None] = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def _lazy_init(cls: type) -> Callable[..., None]:
    """Return an ``__init__`` that compiles the real one on its first call and puts it
    in its place (most records of a game are not made before its first prompt)."""
    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        init = _compiled_init(cls)
        type.__setattr__(cls, "__init__", init)
        init(self, *args, **kwargs)
    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return __init__


def _add_comparisons(cls: type, fields: tuple[dataclasses.Field[Any], ...],
                     order: bool) -> None:
    """Give ``cls`` the equality, hash and (with ``order``) ordering of a frozen dataclass."""
    compared = _values_reader(tuple(f.name for f in fields if f.compare))
    hashed = _values_reader(tuple(f.name for f in fields
                                  if (f.compare if f.hash is None else f.hash)))

    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return compared(self) == compared(other)
        return NotImplemented

    def __hash__(self: Any) -> int:
        return hash(hashed(self))

    methods: dict[str, Callable[..., Any]] = {"__eq__": __eq__, "__hash__": __hash__}
    if order:
        def ordering(test: Callable[[Any, Any], bool]) -> Callable[[Any, Any], Any]:
            def compare(self: Any, other: Any) -> Any:
                if other.__class__ is self.__class__:
                    return test(compared(self), compared(other))
                return NotImplemented
            return compare
        methods.update(__lt__=ordering(operator.lt), __le__=ordering(operator.le),
                       __gt__=ordering(operator.gt), __ge__=ordering(operator.ge))
    for name, method in methods.items():
        method.__qualname__ = f"{cls.__qualname__}.{name}"
        type.__setattr__(cls, name, method)


def _add_repr(cls: type, fields: tuple[dataclasses.Field[Any], ...]) -> None:
    """Give ``cls`` the repr of a dataclass: its name and its shown fields."""
    shown = tuple(f.name for f in fields if f.repr)

    def __repr__(self: Any) -> str:
        values = ", ".join(f"{name}={getattr(self, name)!r}" for name in shown)
        return f"{self.__class__.__qualname__}({values})"
    __repr__.__qualname__ = f"{cls.__qualname__}.__repr__"
    type.__setattr__(cls, "__repr__", __repr__)


def _getstate(self: Any) -> list[Any]:
    return [getattr(self, field.name) for field in dataclasses.fields(self)]


def _setstate(self: Any, state: list[Any]) -> None:
    for field, value in zip(dataclasses.fields(self), state):
        _set_attribute(self, field.name, value)


def _make_record(cls: K, eq: bool, order: bool, show: bool, init: bool, slots: bool) -> K:
    """Make ``cls`` a frozen dataclass (see ``record``)."""
    if order and not eq:
        raise ValueError("eq must be true if order is true")
    made = cast(K, dataclasses.dataclass(init=False, repr=False, eq=False, slots=slots)(cls))
    fields = dataclasses.fields(made)
    shared = [("__setattr__", _frozen_setattr), ("__delattr__", _frozen_delattr)]
    if slots:  # an instance dictionary is pickled as it is; slots need a way back in
        shared += [("__getstate__", _getstate), ("__setstate__", _setstate)]
    for name, value in shared:
        type.__setattr__(made, name, value)
    if init and "__init__" not in cls.__dict__:
        _check_order(made, fields)
        type.__setattr__(made, "__init__", _lazy_init(made))
    if eq:
        _add_comparisons(made, fields, order)
    if show:
        _add_repr(made, fields)
    return made


@overload
def record(cls: K, /) -> K: ...


@overload
def record(*, eq: bool = True, order: bool = False, repr: bool = True,
           init: bool = True, slots: bool = True) -> Callable[[K], K]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field,))
def record(cls: K | None = None, /, *, eq: bool = True, order: bool = False,
           repr: bool = True, init: bool = True, slots: bool = True) -> K | Callable[[K], K]:
    """Make a class a frozen dataclass: ``@record``, ``@record(order=True)``.

    It behaves as ``dataclass(frozen=True, slots=slots, eq=eq, order=order, repr=repr,
    init=init)``: the same fields, ``__init__`` (with defaults, factories, keyword-only
    fields and ``__post_init__``), equality and hash over the compared fields, ordering,
    repr, ``FrozenInstanceError`` on assignment, pickling and ``dataclasses.fields``.
    ``eq=False`` leaves the equality and hash a base class gives.  Every base that is a
    dataclass must be a record too (``dataclass`` refuses to mix frozen and not).
    """
    def make(kind: K) -> K:
        return _make_record(kind, eq, order, repr, init, slots)
    return make if cls is None else make(cls)

Replacer = Callable[[Any, Mapping[str, Any]], Any]
"""Builds a copy of a record with some fields changed."""

_REPLACERS: dict[type, tuple[frozenset[str], Replacer]] = {}
"""The field names and the replacer of each record class seen."""


def _slots_replacer(cls: type, names: tuple[str, ...]) -> Replacer:
    """Return the replacer of a class with slots: every slot written directly, then the
    changed ones again (cheaper than asking, field by field, whether it changed)."""
    read_all = operator.attrgetter(*names)
    descriptors = {name: cls.__dict__[name] for name in names}
    writers = tuple(descriptors[name].__set__ for name in names)
    read_values: Callable[[Any], tuple[Any, ...]] = read_all if len(names) > 1 \
        else lambda record: (read_all(record),)

    def replace(record: Any, changes: Mapping[str, Any]) -> Any:
        copy: Any = object.__new__(cls)
        for write, value in zip(writers, read_values(record)):
            write(copy, value)
        for name, value in changes.items():
            descriptors[name].__set__(copy, value)
        return copy
    return replace


def _dict_replacer(cls: type) -> Replacer:
    """Return the replacer of a class with an instance dictionary: a copy, updated."""
    def replace(record: Any, changes: Mapping[str, Any]) -> Any:
        copy: Any = object.__new__(cls)
        object.__setattr__(copy, "__dict__", {**record.__dict__, **changes})
        return copy
    return replace


def _prepare(cls: type) -> tuple[frozenset[str], Replacer]:
    """Check that ``cls`` can be copied this way and make its replacer."""
    if not dataclasses.is_dataclass(cls) or hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} is not a dataclass without __post_init__")
    fields = dataclasses.fields(cls)
    if any(not field.init for field in fields):
        raise TypeError(f"{cls.__name__} has a field outside __init__")
    names = tuple(field.name for field in fields)
    slotted = "__slots__" in cls.__dict__
    entry = (frozenset(names), _slots_replacer(cls, names) if slotted else _dict_replacer(cls))
    _REPLACERS[cls] = entry
    return entry


def replace(record: R, /, **changes: Any) -> R:
    """Return a copy of the dataclass ``record`` with ``changes``, as ``dataclasses.replace``.

    Raises:
        TypeError: a change names no field, or ``record``'s class has ``__post_init__``
            or a field outside ``__init__``.
    """
    names, replacer = _REPLACERS.get(type(record)) or _prepare(type(record))
    if not changes.keys() <= names:
        unknown = ", ".join(sorted(changes.keys() - names))
        raise TypeError(f"{type(record).__name__} has no field {unknown}")
    return replacer(record, changes)  # type: ignore[no-any-return]
